import { describe, expect, it } from 'vitest';
import { venueDay } from '#domain/format';
import { GATEWAY_SECRET_HEADER } from '#domain/gateway';
import { PUBLIC_CALLS_PER_ADDRESS } from '../../api/lib/public-quota.ts';
import { backends } from '../support/backends.ts';
import { callApi, startTestApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { manualClock } from '../support/manual-clock.ts';

interface Enquiry {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileCode: string;
  mobileNo: string;
  dob: string;
  specialOccasion: number;
  status: number;
  createdAt: string;
  updatedAt: string;
}
type Page = { data: Enquiry[]; count: number };

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Layla',
  lastName: 'Haddad',
  email: 'layla@guest.test',
  mobileCode: '+971',
  mobileNo: '501234567',
  dob: '1994-02-28',
  ...overrides,
});

const tomorrow = () => venueDay(new Date(Date.now() + 36 * 3600 * 1000));
let address = 0;
/** A client address never used before, so that each public call below has a quota of its own. */
const freshAddress = () => `198.51.100.${(address += 1)}`;

describe.each(backends)('contact us on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Enquiry>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
    callApi<T>(api.url, method, path, { token: api.adminToken, body, query });

  /** `POST /api/v1/contactUs` with no token, as the venue's site sends it through the gateway from `from`. */
  const file = async (body: unknown, from = freshAddress()) => {
    const response = await fetch(`${api.url}/api/v1/contactUs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from, [GATEWAY_SECRET_HEADER]: api.gatewaySecret },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { status: boolean; message: string; data?: Enquiry } };
  };
  const filed = async (overrides: Record<string, unknown> = {}) => {
    const reply = await file(form(overrides));
    if (reply.status !== 201 || !reply.body.data) throw new Error(`${reply.status} ${reply.body.message}`);
    return reply.body.data;
  };
  const setStatus = (contactUsId: string, status: unknown) => call('patch', '/update/contactUs/status', { contactUsId, status });
  const list = async (query: Record<string, string | number> = {}) => (await call<Page>('get', '/get/contactUs/list', undefined, query)).body.data!;

  it('files an enquiry from the site without a login: trimmed, Pending, None unless an occasion is given, audited with no actor', async () => {
    const reply = await file(form({ firstName: '  Omar ', email: ' omar@guest.test ' }));
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      status: true,
      message: 'Enquiry received successfully',
      data: { firstName: 'Omar', lastName: 'Haddad', email: 'omar@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28', specialOccasion: 1, status: 1 },
    });
    const enquiry = reply.body.data!;
    expect(new Date(enquiry.createdAt).toISOString()).toBe(enquiry.createdAt);
    expect((await filed({ specialOccasion: 3 })).specialOccasion).toBe(3);

    const audit = (await snapshotDb(api.db)).audit_log as { area: string; recordId: string; action: string; actorId: string | null }[];
    expect(audit.filter((row) => row.recordId === enquiry._id)).toEqual([expect.objectContaining({ area: 'contactUs', action: 'create', actorId: null })]);
  });

  it('lists newest first with limit, offset and count; filters by status; searches by name or email', async () => {
    const fresh = await startTestApi({ backend });
    try {
      const as = (query: Record<string, string | number> = {}) => callApi<Page>(fresh.url, 'get', '/get/contactUs/list', { token: fresh.adminToken, query });
      const names = ['Nadia', 'Noor', 'Zaid'];
      const ids: string[] = [];
      for (const firstName of names) {
        const response = await fetch(`${fresh.url}/api/v1/contactUs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form({ firstName, lastName: 'Qasim', email: `${firstName.toLowerCase()}@qasim.test` })) });
        ids.push(((await response.json()) as { data: Enquiry }).data._id);
      }
      const page = await as({ limit: 2, offset: 0 });
      expect(page.body.message).toBe('Enquiries fetched successfully');
      expect(page.body.data?.count).toBe(3);
      expect(page.body.data?.data.map((e) => e.firstName)).toEqual(['Zaid', 'Noor']);
      expect((await as({ limit: 2, offset: 2 })).body.data?.data.map((e) => e.firstName)).toEqual(['Nadia']);

      await callApi(fresh.url, 'patch', '/update/contactUs/status', { token: fresh.adminToken, body: { contactUsId: ids[1], status: 2 } });
      expect((await as({ status: 2 })).body.data).toMatchObject({ count: 1, data: [{ firstName: 'Noor', status: 2 }] });
      expect((await as({ status: 1 })).body.data?.data.map((e) => e.firstName)).toEqual(['Zaid', 'Nadia']);
      expect((await as({ search: 'noor qasim' })).body.data?.data.map((e) => e.email)).toEqual(['noor@qasim.test']);
      expect((await as({ search: 'ZAID@qasim', status: 1 })).body.data?.count).toBe(1);
      expect((await as({ search: 'zaid', status: 2 })).body.data?.count).toBe(0);
      expect((await as({ search: '%' })).body.data?.count).toBe(0);
      expect(await as({ status: 3 })).toEqual({ status: 400, body: { status: false, message: 'Status must be 1 (pending) or 2 (marked)' } });
      expect((await as({ status: 'marked' })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('marks an enquiry and sets it back to Pending, each change audited', async () => {
    const enquiry = await filed({ email: 'mark@guest.test' });
    const marked = await setStatus(enquiry._id, 2);
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ status: true, message: 'Enquiry status updated successfully', data: { ...enquiry, status: 2, updatedAt: marked.body.data?.updatedAt } });
    expect((await list({ search: 'mark@guest.test' })).data[0]?.status).toBe(2);
    expect((await setStatus(enquiry._id, 1)).body.data?.status).toBe(1);

    const audit = (await snapshotDb(api.db)).audit_log as { recordId: string; action: string; actorId: string | null; after: { status: number } }[];
    const changes = audit.filter((row) => row.recordId === enquiry._id && row.action === 'status');
    expect(changes.map((row) => row.after.status).sort()).toEqual([1, 2]);
    expect(changes.every((row) => row.actorId !== null)).toBe(true);
  });

  it('answers 404 "Enquiry not found" for unknown and malformed ids, writing nothing', async () => {
    const before = await snapshotDb(api.db);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await setStatus(id, 2)).toEqual({ status: 404, body: { status: false, message: 'Enquiry not found' } });
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('refuses a bad status body with its message and writes nothing', async () => {
    const enquiry = await filed();
    const before = await snapshotDb(api.db);
    for (const [body, message] of [
      [{ contactUsId: enquiry._id, status: 3 }, 'Status must be 1 (pending) or 2 (marked)'],
      [{ contactUsId: enquiry._id, status: 'MARKED' }, 'Status must be 1 (pending) or 2 (marked)'],
      [{ contactUsId: enquiry._id }, 'Status must be 1 (pending) or 2 (marked)'],
      [{ status: 2 }, 'contactUsId is required'],
      [{ contactUsId: enquiry._id, status: 2, firstName: 'Changed' }, 'Unrecognized key: "firstName"'],
    ] as const) {
      expect(await call('patch', '/update/contactUs/status', body)).toEqual({ status: 400, body: { status: false, message } });
    }
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('has no standard create, update, delete or detail route', async () => {
    const enquiry = await filed();
    expect((await call('post', '/create/contactUs', form())).status).toBe(404);
    expect((await call('patch', '/update/contactUs', { ...form(), contactUsId: enquiry._id })).status).toBe(404);
    expect((await call('delete', '/delete/contactUs', { contactUsId: enquiry._id, isDelete: true })).status).toBe(404);
    expect((await call('get', `/get/contactUs/${enquiry._id}`)).status).toBe(404);
  });

  it('lets a role with contactUs view read but not mark; without contactUs or a token, nothing; refusals write nothing', async () => {
    const enquiry = await filed();
    const viewer = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'contactUs', view: true }] }) });
    const editor = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'contactUs', edit: true }] }) });
    const outsider = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'users', all: true, add: true, view: true, edit: true, del: true }] }) });
    const as = (token: string | undefined, method: string, path: string, body?: unknown) => callApi(api.url, method, path, { token, body });
    const forbidden = { status: 403, body: { status: false, message: 'You do not have permission to perform this action' } };

    expect((await as(viewer.token, 'get', '/get/contactUs/list')).status).toBe(200);
    const before = await snapshotDb(api.db);
    expect(await as(viewer.token, 'patch', '/update/contactUs/status', { contactUsId: enquiry._id, status: 2 })).toEqual(forbidden);
    expect(await as(outsider.token, 'get', '/get/contactUs/list')).toEqual(forbidden);
    expect(await as(outsider.token, 'patch', '/update/contactUs/status', { contactUsId: enquiry._id, status: 2 })).toEqual(forbidden);
    expect((await as(undefined, 'get', '/get/contactUs/list')).status).toBe(401);
    expect((await as(undefined, 'patch', '/update/contactUs/status', { contactUsId: enquiry._id, status: 2 })).status).toBe(401);
    expect(await snapshotDb(api.db)).toEqual(before);

    expect((await as(editor.token, 'patch', '/update/contactUs/status', { contactUsId: enquiry._id, status: 2 })).status).toBe(200);
  });

  const cases: [string, () => unknown, string][] = [
    ['no firstName', () => form({ firstName: undefined }), 'firstName is required'],
    ['a blank firstName', () => form({ firstName: '   ' }), 'firstName is required'],
    ['a firstName over 100 characters', () => form({ firstName: 'x'.repeat(101) }), 'firstName must not exceed 100 characters'],
    ['a firstName that is a number', () => form({ firstName: 7 }), 'firstName must be text'],
    ['a firstName that shows nothing', () => form({ firstName: '\u200b\u200c' }), 'firstName is required'],
    ['no lastName', () => form({ lastName: '' }), 'lastName is required'],
    ['a lastName over 100 characters', () => form({ lastName: 'y'.repeat(101) }), 'lastName must not exceed 100 characters'],
    ['no email', () => form({ email: undefined }), 'Email is required'],
    ['an invalid email', () => form({ email: 'layla@' }), 'Invalid email'],
    ['an email over 254 characters', () => form({ email: `${'a'.repeat(250)}@x.test` }), 'Email must not exceed 254 characters'],
    ['no mobileCode', () => form({ mobileCode: '' }), 'mobileCode is required'],
    ['a mobileCode that is not a country code', () => form({ mobileCode: 'UAE' }), 'mobileCode must be a country code such as +971'],
    ['a mobileCode of five digits', () => form({ mobileCode: '+97155' }), 'mobileCode must be a country code such as +971'],
    ['a mobileCode without its plus', () => form({ mobileCode: '971' }), 'mobileCode must be a country code such as +971'],
    ['a mobileCode starting with 0', () => form({ mobileCode: '+0' }), 'mobileCode must be a country code such as +971'],
    ['no mobileNo', () => form({ mobileNo: undefined }), 'mobileNo is required'],
    ['a mobileNo of three digits', () => form({ mobileNo: '123' }), 'mobileNo must be 4 to 15 digits'],
    ['a mobileNo of sixteen digits', () => form({ mobileNo: '1'.repeat(16) }), 'mobileNo must be 4 to 15 digits'],
    ['a mobileNo with a dash', () => form({ mobileNo: '050-1234' }), 'mobileNo must be 4 to 15 digits'],
    ['no dob', () => form({ dob: undefined }), 'dob is required'],
    ['a dob of null', () => form({ dob: null }), 'dob is required'],
    ['a dob that is no day', () => form({ dob: '2001-02-29' }), 'dob must be a date (YYYY-MM-DD)'],
    ['a dob in another format', () => form({ dob: '28/02/1994' }), 'dob must be a date (YYYY-MM-DD)'],
    ['a dob in the future', () => form({ dob: tomorrow() }), 'dob cannot be in the future'],
    ['a specialOccasion of 4', () => form({ specialOccasion: 4 }), 'specialOccasion must be 1 (None), 2 (Birthday) or 3 (Marriage Anniversary)'],
    ['a specialOccasion of 0', () => form({ specialOccasion: 0 }), 'specialOccasion must be 1 (None), 2 (Birthday) or 3 (Marriage Anniversary)'],
    ['a specialOccasion as text', () => form({ specialOccasion: 'Birthday' }), 'specialOccasion must be 1 (None), 2 (Birthday) or 3 (Marriage Anniversary)'],
    ['a specialOccasion of null', () => form({ specialOccasion: null }), 'specialOccasion must be 1 (None), 2 (Birthday) or 3 (Marriage Anniversary)'],
    ['a status of its own', () => form({ status: 2 }), 'Unrecognized key: "status"'],
    ['an audit field', () => form({ createdAt: '2001-01-01T00:00:00.000Z' }), 'Unrecognized key: "createdAt"'],
    ['isDelete', () => form({ isDelete: true }), 'Unrecognized key: "isDelete"'],
    ['a list instead of a form', () => [form()], 'The request body must be a JSON object'],
    ['a name with a control character', () => form({ lastName: 'Had\u0000dad' }), 'lastName must not contain control characters'],
  ];

  it.each(cases)('refuses %s with 400, its message, and writes nothing', async (_what, body, message) => {
    const before = await snapshotDb(api.db);
    expect(await file(body())).toEqual({ status: 400, body: { status: false, message } });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it(`counts every call of one address, refused ones included: past ${PUBLIC_CALLS_PER_ADDRESS} in the window it is 429 and nothing is written`, async () => {
    const from = freshAddress();
    for (let i = 0; i < PUBLIC_CALLS_PER_ADDRESS; i += 1) {
      const reply = await file(i % 2 ? form({ email: `quota${i}@guest.test` }) : form({ email: 'not-an-email' }), from);
      expect(reply.status).toBe(i % 2 ? 201 : 400);
    }
    const before = await snapshotDb(api.db);
    for (const body of [form({ email: 'late@guest.test' }), form({ email: 'bad' })]) {
      expect(await file(body, from)).toEqual({ status: 429, body: { status: false, message: 'Too many requests. Try again later.' } });
    }
    expect(await snapshotDb(api.db)).toEqual(before);
    // Another address keeps its own count.
    expect((await file(form({ email: 'other@guest.test' }))).status).toBe(201);
  });
});

describe.each(backends)('an enquiry dob judged in VENUE_TIMEZONE on %s', (backend) => {
  // 18:46 UTC on 24 November is already 25 November in Kiritimati (UTC+14), still the 24th in Dubai.
  const api = useTestApi(backend, () => ({ config: { clock: manualClock('2026-11-24T18:46:00Z', 'Pacific/Kiritimati') } }));
  const file = (dob: string) => callApi(api.url, 'post', '/contactUs', { body: form({ dob }) });

  it("takes a dob of the venue's today and refuses the day after", async () => {
    expect((await file('2026-11-25')).status).toBe(201);
    expect(await file('2026-11-26')).toEqual({ status: 400, body: { status: false, message: 'dob cannot be in the future' } });
  });
});
