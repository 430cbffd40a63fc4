import { beforeAll, describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const FIELDS = 'id name email isBlocked passwordSet createdAt role { id name }';
const CREATE = `mutation C($input: CreateSubAdminInput!) { createSubAdmin(input: $input) { message subAdmin { ${FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateSubAdminInput!) { updateSubAdmin(input: $input) { message subAdmin { ${FIELDS} } } }`;
const BLOCK = `mutation B($id: ID!, $blocked: Boolean!) { setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } } }`;
const LIST = `query L($search: String) { subAdmins(search: $search) { count items { ${FIELDS} } } }`;
const ONE = `query O($id: ID!) { subAdmin(id: $id) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteSubAdmin(id: $id) { id message } }';
const RESTORE = 'mutation R($id: ID!) { restoreSubAdmin(id: $id) { message subAdmin { id } } }';

type SubAdmin = { id: string; name: string; email: string; isBlocked: boolean; passwordSet: boolean; role: { id: string; name: string } | null };

// As behind a proxy on the gateway's host: the client addresses the tests name are believed.
const stack = useTestStack({ trustProxy: 'loopback' });
let roleId: string;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

beforeAll(async () => {
  roleId = await stack.api.createRole({ name: 'Hosts desk' });
});

describe('sub-admins through GraphQL', () => {
  test('create, find by email, read, edit, block, delete and restore', async () => {
    const created = await asAdmin<{ createSubAdmin: { message: string; subAdmin: SubAdmin } }>(CREATE, { input: { name: 'Ines', email: 'ines@venue.test', roleId, password: 'Ines-pass-1' } });
    expect(created.errors).toBeUndefined();
    const sub = created.data!.createSubAdmin.subAdmin;
    expect(created.data!.createSubAdmin.message).toBe('Sub admin created successfully');
    expect(sub).toMatchObject({ name: 'Ines', email: 'ines@venue.test', isBlocked: false, passwordSet: true, role: { id: roleId, name: 'Hosts desk' } });

    expect((await asAdmin<{ subAdmins: { count: number; items: SubAdmin[] } }>(LIST, { search: 'INES@' })).data?.subAdmins).toMatchObject({ count: 1, items: [{ id: sub.id }] });
    expect((await asAdmin<{ subAdmin: SubAdmin }>(ONE, { id: sub.id })).data?.subAdmin).toEqual(created.data!.createSubAdmin.subAdmin && expect.objectContaining({ id: sub.id }));

    const updated = await asAdmin<{ updateSubAdmin: { message: string; subAdmin: SubAdmin } }>(UPDATE, { input: { id: sub.id, name: 'Ines M', email: 'ines@venue.test', roleId, password: '' } });
    expect(updated.data?.updateSubAdmin).toMatchObject({ message: 'Sub admin updated successfully', subAdmin: { name: 'Ines M' } });

    const blocked = await asAdmin<{ setSubAdminBlocked: { message: string } }>(BLOCK, { id: sub.id, blocked: true });
    expect(blocked.data?.setSubAdminBlocked).toEqual({ message: 'Sub admin blocked successfully', subAdmin: { id: sub.id, isBlocked: true } });

    expect((await asAdmin(DELETE, { id: sub.id })).data).toEqual({ deleteSubAdmin: { id: sub.id, message: 'Sub admin deleted successfully' } });
    expect(codes(await asAdmin(ONE, { id: sub.id }))).toEqual(['NOT_FOUND']);
    expect((await asAdmin(RESTORE, { id: sub.id })).data).toEqual({ restoreSubAdmin: { message: 'Sub admin restored successfully', subAdmin: { id: sub.id } } });
  });

  test('maps the API refusals to codes with the API messages', async () => {
    const invalid = await asAdmin(CREATE, { input: { name: 'X', email: 'not-an-email', roleId, password: 'Long-enough-1' } });
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Invalid email', extensions: { code: 'BAD_USER_INPUT' } });
    const duplicate = await asAdmin(CREATE, { input: { name: 'X', email: stack.api.adminEmail, roleId, password: 'Long-enough-1' } });
    expect(duplicate.errors?.[0]).toMatchObject({ message: 'This email is already used by another staff account (the Admin, a sub-admin or a host)', extensions: { code: 'CONFLICT' } });
    const sub = await stack.api.createSubAdmin({ roleId });
    const forbidden = await gql(stack.gatewayUrl, LIST, { token: sub.token });
    expect(forbidden.errors?.[0]).toMatchObject({ message: 'You do not have permission to perform this action', extensions: { code: 'FORBIDDEN' } });
  });

  test('sign-in throttling counts per client address behind the gateway', async () => {
    const LOGIN = 'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
    const sub = await stack.api.createSubAdmin({ roleId });
    const attempt = (password: string, from: string) =>
      fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ query: LOGIN, variables: { email: sub.email, password } }),
      }).then((r) => r.json() as Promise<{ errors?: { message: string; extensions: { code: string } }[] }>);
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong-password', '192.0.2.10')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await attempt(sub.password, '192.0.2.10')).errors?.[0]).toMatchObject({ message: 'Too many sign-in attempts. Try again later.', extensions: { code: 'RATE_LIMITED' } });
    expect((await attempt(sub.password, '192.0.2.11')).errors).toBeUndefined();
  });

  test('a throttled sign-in says when to retry: extensions.retryAfter and the reply\'s Retry-After, on the full pipeline and the fast path', async () => {
    const sub = await stack.api.createSubAdmin({ roleId });
    // An ad-hoc document (the full pipeline) and the web's own, by its hash (the fast path once it has run).
    const AD_HOC = 'mutation L($email: String!, $password: String!) { login(email: $email, password: $password) { token } }';
    const WEB = { extensions: { persistedQuery: { version: 1, sha256Hash: 'sha256:32e77506f425209412edb02516b259e956c8b636cb45eede13aaed8d7a4f38e9' } } };
    const attempt = async (document: object, password: string, from: string) => {
      const response = await fetch(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ ...document, variables: { email: sub.email, password } }),
      });
      const body = (await response.json()) as { errors?: { message: string; extensions: Record<string, unknown> }[] };
      return { header: response.headers.get('retry-after'), errors: body.errors };
    };
    for (const [document, from] of [[{ query: AD_HOC }, '192.0.2.20'], [WEB, '192.0.2.21']] as const) {
      for (let i = 0; i < 5; i += 1) expect((await attempt(document, 'wrong-password', from)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      for (let i = 0; i < 2; i += 1) {
        const refused = await attempt(document, sub.password, from);
        expect(refused.errors).toMatchObject([{ message: 'Too many sign-in attempts. Try again later.', extensions: { code: 'RATE_LIMITED' } }]);
        const seconds = refused.errors![0]!.extensions.retryAfter as number;
        expect(Number.isInteger(seconds) && seconds > 15 * 60 - 30 && seconds <= 15 * 60, String(seconds)).toBe(true);
        expect(refused.errors![0]!.extensions).not.toHaveProperty('http');
        expect(refused.header).toBe(String(seconds));
      }
    }
  });
});
