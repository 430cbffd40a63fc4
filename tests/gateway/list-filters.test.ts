import { expect, test } from 'vitest';
import { callApi } from '../support/api.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql } from './lib/gql.ts';

const stack = useTestStack();

const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
const rest = (method: string, path: string, body: unknown) => callApi(stack.api.url, method, path, { token: stack.api.adminToken, body });
type Names = Record<string, { count: number; items: { name: string }[] }>;
const names = (page: { items: { name: string }[] } | undefined) => page?.items.map((i) => i.name).sort();

test('categories(status:) and tables(status:) list only the active or only the inactive', async () => {
  const [on, off] = [await makeCategory(stack.api, 'Status On'), await makeCategory(stack.api, 'Status Off')];
  await rest('patch', '/update/category/status', { categoryId: off._id, status: 2 });
  const refs = { sectionId: (await makeSection(stack.api))._id, categoryId: on._id };
  const idle = await makeTable(stack.api, refs, 'Status T2');
  await makeTable(stack.api, refs, 'Status T1');
  await rest('patch', '/update/table/status', { tableId: idle._id, status: 2 });

  const QUERY = `query ($status: Status) {
    categories(search: "status", status: $status) { count items { name } }
    tables(search: "status t", status: $status) { count items { name } }
  }`;
  const active = await asAdmin<Names>(QUERY, { status: 'ACTIVE' });
  expect(active.errors).toBeUndefined();
  expect([names(active.data?.categories), names(active.data?.tables)]).toEqual([['Status On'], ['Status T1']]);
  const inactive = await asAdmin<Names>(QUERY, { status: 'INACTIVE' });
  expect([names(inactive.data?.categories), names(inactive.data?.tables)]).toEqual([['Status Off'], ['Status T2']]);
  const all = await asAdmin<Names>(QUERY);
  expect([all.data?.categories?.count, all.data?.tables?.count]).toEqual([2, 2]);
});

test('hosts(blocked:) and subAdmins(blocked:) list only the blocked or only the others', async () => {
  const host = async (firstName: string) =>
    ((await rest('post', '/create/host', { firstName, lastName: 'Gate', email: `${firstName.toLowerCase()}@gate.test`, password: 'door-list-2024' })).body.data as { _id: string })._id;
  await host('Open');
  await rest('patch', '/update/host', { hostId: await host('Shut'), isBlocked: true });
  const roleId = await stack.api.createRole({ name: 'Gate role', permissions: [{ name: 'users', view: true }] });
  const held = await stack.api.createSubAdmin({ roleId, name: 'Held' });
  await stack.api.createSubAdmin({ roleId, name: 'Free' });
  await rest('patch', '/update/subAdmin', { subAdminId: held.id, isBlocked: true });

  const QUERY = `query ($blocked: Boolean) {
    hosts(search: "gate.test", blocked: $blocked) { items { name } }
    subAdmins(blocked: $blocked) { items { name } }
  }`;
  const blocked = await asAdmin<Names>(QUERY, { blocked: true });
  expect(blocked.errors).toBeUndefined();
  expect([names(blocked.data?.hosts), names(blocked.data?.subAdmins)]).toEqual([['Shut Gate'], ['Held']]);
  const open = await asAdmin<Names>(QUERY, { blocked: false });
  expect([names(open.data?.hosts), names(open.data?.subAdmins)]).toEqual([['Open Gate'], ['Free']]);
});

test('login and me carry roleActive: false once the sub-admin’s role is deactivated', async () => {
  const roleId = await stack.api.createRole({ name: 'Night team', permissions: [{ name: 'bookings', view: true }] });
  const sub = await stack.api.createSubAdmin({ roleId });
  const LOGIN = 'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token roleActive } }';
  const signIn = async () => (await gql<{ login: { token: string; roleActive: boolean } }>(stack.gatewayUrl, LOGIN, { variables: { email: sub.email, password: sub.password } })).data!.login;
  const first = await signIn();
  expect(first.roleActive).toBe(true);
  const me = async (token: string) => (await gql<{ me: { roleActive: boolean; permissions: unknown[] } }>(stack.gatewayUrl, '{ me { roleActive permissions { module } } }', { token })).data?.me;
  expect(await me(first.token)).toMatchObject({ roleActive: true });

  await rest('patch', '/update/role/status', { roleId, status: 2 });
  expect(await me(first.token)).toEqual({ roleActive: false, permissions: [] });
  expect((await signIn()).roleActive).toBe(false);
  expect(await me(stack.api.adminToken)).toMatchObject({ roleActive: true });
});
