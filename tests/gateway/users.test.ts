import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { gql } from './lib/gql.ts';

const USER_FIELDS = 'id firstName lastName name email mobileCode mobileNo dob createdAt';
const USERS = `query Users($limit: Int, $offset: Int, $search: String) { users(limit: $limit, offset: $offset, search: $search) { count items { ${USER_FIELDS} } } }`;
const USER = `query User($id: ID!) { user(id: $id) { ${USER_FIELDS} } }`;
const CREATE_USER = `mutation CreateUser($input: CreateUserInput!) { createUser(input: $input) { message user { ${USER_FIELDS} } } }`;
const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) { updateUser(input: $input) { message user { ${USER_FIELDS} } } }`;
const DELETE_USER = 'mutation DeleteUser($id: ID!) { deleteUser(id: $id) { id message } }';
const RESTORE_USER = 'mutation RestoreUser($id: ID!) { restoreUser(id: $id) { message user { id } } }';

type User = { id: string; name: string; email: string; dob: string | null; firstName: string };

const userInput = (email: string, overrides: Record<string, unknown> = {}) => ({ firstName: 'Maya', lastName: 'Farah', email, mobileCode: '+971', mobileNo: '551112222', dob: '1990-05-17', ...overrides });

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

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
