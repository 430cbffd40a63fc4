import { describe, expect, test } from 'vitest';
import { PUBLIC_CALLS_PER_ADDRESS } from '../../api/lib/public-quota.ts';
import { startTestStack } from '../support/gateway.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { codes, gql } from './lib/gql.ts';

const ENQUIRY_FIELDS = 'id firstName lastName name email mobileCode mobileNo dob specialOccasion status createdAt';
const ENQUIRIES = `query E($limit: Int, $offset: Int, $search: String, $status: EnquiryStatus) { enquiries(limit: $limit, offset: $offset, search: $search, status: $status) { count items { ${ENQUIRY_FIELDS} } } }`;
const SET_STATUS = `mutation S($id: ID!, $status: EnquiryStatus!) { setEnquiryStatus(id: $id, status: $status) { message enquiry { ${ENQUIRY_FIELDS} } } }`;

type Enquiry = { id: string; name: string; email: string; specialOccasion: string; status: string; dob: string };
type Page = { enquiries: { count: number; items: Enquiry[] } };

const form = (email: string, overrides: Record<string, unknown> = {}) => ({ firstName: 'Maya', lastName: 'Farah', email, mobileCode: '+971', mobileNo: '551112222', dob: '1990-05-17', ...overrides });

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

/** `POST /api/v1/contactUs` on the gateway, as the venue's site sends it (no token). */
const fileViaGateway = async (body: unknown) => {
  const response = await fetch(`${stack.gatewayUrl}/api/v1/contactUs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { status: boolean; message: string; data?: { _id: string } } };
};

describe('contact us through the gateway', () => {
  test('the site files enquiries through the gateway; GraphQL lists them with their occasion and status, filters, searches and marks them', async () => {
    const filed = await fileViaGateway(form('maya@guest.test', { specialOccasion: 2 }));
    expect(filed).toMatchObject({ status: 201, body: { status: true, message: 'Enquiry received successfully' } });
    const id = filed.body.data!._id;
    await fileViaGateway(form('omar@guest.test', { firstName: 'Omar', specialOccasion: 3 }));
    await fileViaGateway(form('lina@guest.test', { firstName: 'Lina' }));

    const page = await asAdmin<Page>(ENQUIRIES, { limit: 2 });
    expect(page.errors).toBeUndefined();
    expect(page.data?.enquiries.count).toBe(3);
    expect(page.data?.enquiries.items.map((e) => [e.name, e.specialOccasion, e.status])).toEqual([
      ['Lina Farah', 'NONE', 'PENDING'],
      ['Omar Farah', 'MARRIAGE_ANNIVERSARY', 'PENDING'],
    ]);

    const marked = await asAdmin<{ setEnquiryStatus: { message: string; enquiry: Enquiry } }>(SET_STATUS, { id, status: 'MARKED' });
    expect(marked.data?.setEnquiryStatus).toMatchObject({ message: 'Enquiry status updated successfully', enquiry: { id, name: 'Maya Farah', specialOccasion: 'BIRTHDAY', status: 'MARKED', dob: '1990-05-17' } });

    expect((await asAdmin<Page>(ENQUIRIES, { status: 'MARKED' })).data?.enquiries.items.map((e) => e.email)).toEqual(['maya@guest.test']);
    expect((await asAdmin<Page>(ENQUIRIES, { status: 'PENDING' })).data?.enquiries.items.map((e) => e.email)).toEqual(['lina@guest.test', 'omar@guest.test']);
    expect((await asAdmin<Page>(ENQUIRIES, { search: 'OMAR@guest', status: 'PENDING' })).data?.enquiries.count).toBe(1);

    const back = await asAdmin<{ setEnquiryStatus: { enquiry: Enquiry } }>(SET_STATUS, { id, status: 'PENDING' });
    expect(back.data?.setEnquiryStatus.enquiry.status).toBe('PENDING');
  });

  test('an unknown enquiry is NOT_FOUND, a status outside the enum is refused, a role without contactUs edit is FORBIDDEN; nothing is written', async () => {
    const id = (await fileViaGateway(form('kept@guest.test'))).body.data!._id;
    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'contactUs', view: true }] }) });
    const before = await snapshotDb(stack.api.db);

    const unknown = await asAdmin(SET_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'MARKED' });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Enquiry not found', extensions: { code: 'NOT_FOUND' } });
    expect((await asAdmin(SET_STATUS, { id, status: 'ACTIVE' })).errors).toHaveLength(1);
    expect((await gql<Page>(stack.gatewayUrl, ENQUIRIES, { token: viewer.token })).data?.enquiries.count).toBeGreaterThan(0);
    expect(codes(await gql(stack.gatewayUrl, SET_STATUS, { token: viewer.token, variables: { id, status: 'MARKED' } }))).toEqual(['FORBIDDEN']);
    expect(codes(await gql(stack.gatewayUrl, ENQUIRIES))).toEqual(['UNAUTHENTICATED']);

    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('a refused enquiry comes back from the API as it is (400 and its message), writing nothing', async () => {
    const before = await snapshotDb(stack.api.db);
    expect(await fileViaGateway(form('bad@guest.test', { mobileNo: '12' }))).toEqual({ status: 400, body: { status: false, message: 'mobileNo must be 4 to 15 digits' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('the API counts the address the gateway saw, not the one a client claims: past the quota it is 429', async () => {
    const fresh = await startTestStack();
    try {
      const file = async (i: number) => {
        const response = await fetch(`${fresh.gatewayUrl}/api/v1/contactUs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify(form(`guest${i}@guest.test`)),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      };
      for (let i = 0; i < PUBLIC_CALLS_PER_ADDRESS; i += 1) expect((await file(i)).status).toBe(201);
      expect(await file(PUBLIC_CALLS_PER_ADDRESS)).toEqual({ status: 429, body: { status: false, message: 'Too many requests. Try again later.' } });
      // The API's Retry-After reaches the caller through the gateway: about the whole 15-minute window.
      const refused = await fetch(`${fresh.gatewayUrl}/api/v1/contactUs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form('late@guest.test')) });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(15 * 60 - 10);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    } finally {
      await fresh.close();
    }
  });

  test('only the public call is passed on: the rest of /api/v1 is not reachable through the gateway', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/get/contactUs/list'],
      ['PATCH', '/api/v1/update/contactUs/status'],
      ['POST', '/api/v1/login'],
      ['POST', '/api/v1/contactUs/'],
      ['POST', '/api/v1/contactus'],
    ] as const) {
      const response = await fetch(`${stack.gatewayUrl}${path}`, { method, headers: { authorization: `Bearer ${stack.api.adminToken}`, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.text(), `${method} ${path}`).not.toContain('"status":true');
    }
  });
});
