import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { codes, gql } from './lib/gql.ts';

const USER_FIELDS = 'id firstName lastName name email mobileCode mobileNo dob createdAt';
const USERS = `query Users($limit: Int, $offset: Int, $search: String) { users(limit: $limit, offset: $offset, search: $search) { count items { ${USER_FIELDS} } } }`;
const USER = `query User($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { message user { ${USER_FIELDS} } } }`;
const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { message user { ${USER_FIELDS} } } }`;
const DELETE_USER = 'mutation DeleteUser($id: ID!) { deleteUser(id: $id) { id message } }';
const RESTORE_USER = 'mutation RestoreUser($id: ID!) { restoreUser(id: $id) { message user { id } } }';

const HOST_FIELDS = 'id firstName lastName name email isBlocked passwordSet createdAt';
const HOSTS = `query Hosts($search: String) { hosts(search: $search) { count items { ${HOST_FIELDS} } } }`;
const HOST = `query Host($id: ID!) { host(id: $id) { ${HOST_FIELDS} } }`;
const CREATE_HOST = `mutation CreateHost($input: CreateHostInput!) { createHost(input: $input) { message host { ${HOST_FIELDS} } } }`;
const UPDATE_HOST = `mutation UpdateHost($input: UpdateHostInput!) { updateHost(input: $input) { message host { ${HOST_FIELDS} } } }`;
const BLOCK_HOST = 'mutation Block($id: ID!, $blocked: Boolean!) { setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } } }';
const DELETE_HOST = 'mutation DeleteHost($id: ID!) { deleteHost(id: $id) { id message } }';
const RESTORE_HOST = 'mutation RestoreHost($id: ID!) { restoreHost(id: $id) { message host { id } } }';

type User = { id: string; name: string; email: string; dob: string | null; firstName: string };
type Host = { id: string; name: string; email: string; isBlocked: boolean; passwordSet: boolean };

const userInput = (email: string, overrides: Record<string, unknown> = {}) => ({ firstName: 'Maya', lastName: 'Farah', email, mobileCode: '+971', mobileNo: '551112222', dob: '1990-05-17', ...overrides });
const hostInput = (email: string, overrides: Record<string, unknown> = {}) => ({ firstName: 'Tariq', lastName: 'Aziz', email, password: 'guest-list-1', ...overrides });

let stack: TestStack;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('users through GraphQL', () => {
  test('create, read, page, search, update, delete and restore', async () => {
    const created = await asAdmin<{ createUser: { message: string; user: User } }>(CREATE_USER, { input: userInput('maya@guest.test') });
    expect(created.errors).toBeUndefined();
    const { message, user } = created.data!.createUser;
    expect(message).toBe('User created successfully');
    expect(user).toMatchObject({ name: 'Maya Farah', email: 'maya@guest.test', dob: '1990-05-17' });
    expect((await asAdmin<{ user: User }>(USER, { id: user.id })).data?.user).toEqual(user);

    const page = await asAdmin<{ users: { count: number; items: User[] } }>(USERS, { search: 'maya far', limit: 5, offset: 0 });
    expect(page.data?.users).toEqual({ count: 1, items: [user] });

    const updated = await asAdmin<{ updateUser: { message: string; user: User } }>(UPDATE_USER, { input: { id: user.id, ...userInput('maya.f@guest.test', { firstName: 'Mai' }) } });
    expect(updated.data?.updateUser).toMatchObject({ message: 'User updated successfully', user: { name: 'Mai Farah', email: 'maya.f@guest.test' } });

    expect((await asAdmin<{ deleteUser: unknown }>(DELETE_USER, { id: user.id })).data?.deleteUser).toEqual({ id: user.id, message: 'User deleted successfully' });
    expect((await asAdmin(USER, { id: user.id })).errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect((await asAdmin<{ restoreUser: unknown }>(RESTORE_USER, { id: user.id })).data?.restoreUser).toEqual({ message: 'User restored successfully', user: { id: user.id } });
  });

  test('a bad field is BAD_USER_INPUT with the spec message; a taken email is CONFLICT; nothing is written', async () => {
    await asAdmin(CREATE_USER, { input: userInput('taken@guest.test') });
    const before = await snapshotDb(stack.api.db);
    const missing = await asAdmin(CREATE_USER, { input: userInput('new@guest.test', { mobileNo: '' }) });
    expect(missing.errors?.[0]).toMatchObject({ message: 'mobileNo is required', extensions: { code: 'BAD_USER_INPUT' } });
    const taken = await asAdmin(CREATE_USER, { input: userInput('TAKEN@guest.test') });
    expect(taken.errors?.[0]).toMatchObject({ message: 'A user with this email already exists', extensions: { code: 'CONFLICT' } });
    expect(await snapshotDb(stack.api.db)).toEqual(before);
  });

  test('a sub-admin with users:view reads but is FORBIDDEN to delete', async () => {
    const roleId = await stack.api.createRole({ permissions: [{ name: 'users', view: true }] });
    const sub = await stack.api.createSubAdmin({ roleId });
    const target = (await asAdmin<{ createUser: { user: User } }>(CREATE_USER, { input: userInput('kept@guest.test') })).data!.createUser.user;
    expect((await gql<{ users: { count: number } }>(stack.gatewayUrl, USERS, { token: sub.token })).data?.users.count).toBeGreaterThan(0);
    const refused = await gql(stack.gatewayUrl, DELETE_USER, { token: sub.token, variables: { id: target.id } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'You do not have permission to perform this action', extensions: { code: 'FORBIDDEN' } });
    expect((await asAdmin<{ user: User }>(USER, { id: target.id })).data?.user.email).toBe('kept@guest.test');
  });
});

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
