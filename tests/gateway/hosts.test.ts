import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const HOST_FIELDS = 'id firstName lastName name email isBlocked passwordSet createdAt';
const HOSTS = `query Hosts($search: String) { hosts(search: $search) { count items { ${HOST_FIELDS} } } }`;
const HOST = `query Host($id: ID!) { host(id: $id) { ${HOST_FIELDS} } }`;
const CREATE_HOST = `mutation CreateHost($input: CreateHostInput!) { createHost(input: $input) { message host { ${HOST_FIELDS} } } }`;
const UPDATE_HOST = `mutation UpdateHost($input: UpdateHostInput!) { updateHost(input: $input) { message host { ${HOST_FIELDS} } } }`;
const BLOCK_HOST = 'mutation Block($id: ID!, $blocked: Boolean!) { setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } } }';
const DELETE_HOST = 'mutation DeleteHost($id: ID!) { deleteHost(id: $id) { id message } }';
const RESTORE_HOST = 'mutation RestoreHost($id: ID!) { restoreHost(id: $id) { message host { id } } }';

type Host = { id: string; name: string; email: string; isBlocked: boolean; passwordSet: boolean };

const hostInput = (email: string, overrides: Record<string, unknown> = {}) => ({ firstName: 'Tariq', lastName: 'Aziz', email, password: 'guest-list-1', ...overrides });

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

describe('hosts through GraphQL', () => {
  test('create shows only that a password is set; edit keeps it unless given; block, delete, restore', async () => {
    const created = await asAdmin<{ createHost: { message: string; host: Host } }>(CREATE_HOST, { input: hostInput('tariq@venue.test') });
    expect(created.errors).toBeUndefined();
    const { host } = created.data!.createHost;
    expect(created.data?.createHost.message).toBe('Host created successfully');
    expect(host).toMatchObject({ name: 'Tariq Aziz', isBlocked: false, passwordSet: true });
    expect(created.text).not.toContain('guest-list-1');

    const edited = await asAdmin<{ updateHost: { message: string; host: Host } }>(UPDATE_HOST, { input: { id: host.id, firstName: 'Tarek', lastName: 'Aziz', email: 'tarek@venue.test' } });
    expect(edited.data?.updateHost).toMatchObject({ message: 'Host updated successfully', host: { name: 'Tarek Aziz', email: 'tarek@venue.test', passwordSet: true } });

    const blocked = await asAdmin<{ setHostBlocked: unknown }>(BLOCK_HOST, { id: host.id, blocked: true });
    expect(blocked.data?.setHostBlocked).toEqual({ message: 'Host blocked successfully', host: { id: host.id, isBlocked: true } });
    expect((await asAdmin<{ host: Host }>(HOST, { id: host.id })).data?.host.isBlocked).toBe(true);
    const found = await asAdmin<{ hosts: { count: number; items: Host[] } }>(HOSTS, { search: 'tarek@' });
    expect(found.data?.hosts.items.map((h) => h.id)).toEqual([host.id]);

    expect((await asAdmin<{ deleteHost: unknown }>(DELETE_HOST, { id: host.id })).data?.deleteHost).toEqual({ id: host.id, message: 'Host deleted successfully' });
    expect(codes(await asAdmin(HOST, { id: host.id }))).toEqual(['NOT_FOUND']);
    expect((await asAdmin<{ restoreHost: unknown }>(RESTORE_HOST, { id: host.id })).data?.restoreHost).toEqual({ message: 'Host restored successfully', host: { id: host.id } });
  });

  test('validation and conflicts keep their messages and codes', async () => {
    await asAdmin(CREATE_HOST, { input: hostInput('dup@venue.test') });
    const short = await asAdmin(CREATE_HOST, { input: hostInput('short@venue.test', { password: 'abc' }) });
    expect(short.errors?.[0]).toMatchObject({ message: 'Password must be at least 8 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const invalid = await asAdmin(CREATE_HOST, { input: hostInput('not-an-email') });
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Invalid email', extensions: { code: 'BAD_USER_INPUT' } });
    expect(codes(await asAdmin(CREATE_HOST, { input: hostInput('DUP@venue.test') }))).toEqual(['CONFLICT']);
  });

  test('a sub-admin without hosts is FORBIDDEN to block', async () => {
    const host = (await asAdmin<{ createHost: { host: Host } }>(CREATE_HOST, { input: hostInput('safe@venue.test') })).data!.createHost.host;
    const sub = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'users', all: true, view: true }] }) });
    expect(codes(await gql(stack.gatewayUrl, BLOCK_HOST, { token: sub.token, variables: { id: host.id, blocked: true } }))).toEqual(['FORBIDDEN']);
    expect((await asAdmin<{ host: Host }>(HOST, { id: host.id })).data?.host.isBlocked).toBe(false);
  });
});
