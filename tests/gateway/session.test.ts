import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token name accountType message permissions { module all add view edit del } }
}`;
const ME = '{ me { id name email accountType roleName permissions { module all view } } }';

type Me = { me: { id: string; name: string; email: string; accountType: string; roleName: string | null; permissions: { module: string; all: boolean; view: boolean }[] } };
type Login = { login: { token: string; name: string; accountType: string; message: string; permissions: { module: string }[] } };

const stack = useTestStack();

describe('login', () => {
  test('an Admin signs in and the token opens `me`', async () => {
    const reply = await gql<Login>(stack.gatewayUrl, LOGIN, { variables: { email: stack.api.adminEmail, password: stack.api.adminPassword } });
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.login).toMatchObject({ name: 'Test Admin', accountType: 'ADMIN', message: 'Login successfully', permissions: [] });

    const me = await gql<Me>(stack.gatewayUrl, ME, { token: reply.data?.login.token });
    expect(me.data?.me).toMatchObject({ name: 'Test Admin', email: stack.api.adminEmail, accountType: 'ADMIN', roleName: null });
  });

  test('bad credentials are UNAUTHENTICATED with the API message', async () => {
    const reply = await gql(stack.gatewayUrl, LOGIN, { variables: { email: stack.api.adminEmail, password: 'wrong-password' } });
    expect(reply.data).toBeNull();
    expect(reply.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
  });

  test('an invalid email is BAD_USER_INPUT with the spec message', async () => {
    const reply = await gql(stack.gatewayUrl, LOGIN, { variables: { email: 'not-an-email', password: 'x' } });
    expect(reply.errors?.[0]).toMatchObject({ message: 'Invalid email', extensions: { code: 'BAD_USER_INPUT' } });
  });

  test('a sub-admin sees its role name and permissions mapped to modules', async () => {
    const roleId = await stack.api.createRole({ name: 'Door staff', permissions: [{ name: 'bookings', view: true }] });
    const sub = await stack.api.createSubAdmin({ roleId });
    const login = await gql<Login>(stack.gatewayUrl, LOGIN, { variables: { email: sub.email, password: sub.password } });
    expect(login.data?.login.accountType).toBe('SUB_ADMIN');
    expect(login.data?.login.permissions.map((p) => p.module)).toContain('bookings');

    const me = await gql<Me>(stack.gatewayUrl, ME, { token: login.data?.login.token });
    expect(me.data?.me.roleName).toBe('Door staff');
    expect(me.data?.me.permissions.find((p) => p.module === 'bookings')).toEqual({ module: 'bookings', all: false, view: true });
  });
});

describe('the caller’s own Authorization is what reaches the API', () => {
  test('no Authorization header: the API refuses, UNAUTHENTICATED', async () => {
    const reply = await gql(stack.gatewayUrl, ME);
    expect(codes(reply)).toEqual(['UNAUTHENTICATED']);
    expect(reply.data).toBeNull();
  });

  test('a forged token: UNAUTHENTICATED', async () => {
    expect(codes(await gql(stack.gatewayUrl, ME, { token: 'not.a.token' }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await gql(stack.gatewayUrl, ME, { authorization: 'Basic YWRtaW46YWRtaW4=' }))).toEqual(['UNAUTHENTICATED']);
  });

  test('an expired token: UNAUTHENTICATED', async () => {
    const me = await gql<Me>(stack.gatewayUrl, ME, { token: stack.api.adminToken });
    const expired = await stack.api.openSession(me.data?.me.id ?? '', Math.floor(Date.now() / 1000) - 60);
    expect(codes(await gql(stack.gatewayUrl, ME, { token: expired }))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('logout and logoutEverywhere', () => {
  const LOGOUT = 'mutation { logout { message sessionsEnded } }';
  const EVERYWHERE = 'mutation { logoutEverywhere { message sessionsEnded } }';
  const signIn = async (email: string, password: string) =>
    (await gql<Login>(stack.gatewayUrl, LOGIN, { variables: { email, password } })).data?.login.token ?? '';

  test('logout ends the token it carries on the server; that token then opens nothing', async () => {
    const sub = await stack.api.createSubAdmin();
    const token = await signIn(sub.email, sub.password);
    expect((await gql(stack.gatewayUrl, LOGOUT, { token })).data).toEqual({ logout: { message: 'Logged out successfully', sessionsEnded: 1 } });
    const after = await gql(stack.gatewayUrl, ME, { token });
    expect(after.errors?.[0]).toMatchObject({ message: 'Your session has ended. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(codes(await gql(stack.gatewayUrl, LOGOUT, { token }))).toEqual(['UNAUTHENTICATED']);
    expect((await gql(stack.gatewayUrl, ME, { token: sub.token })).errors).toBeUndefined();
  });

  test('logoutEverywhere ends every session of the account', async () => {
    const sub = await stack.api.createSubAdmin();
    const tokens = [sub.token, await signIn(sub.email, sub.password), await signIn(sub.email, sub.password)];
    const reply = await gql(stack.gatewayUrl, EVERYWHERE, { token: tokens[1] });
    expect(reply.data).toEqual({ logoutEverywhere: { message: 'Signed out everywhere', sessionsEnded: 3 } });
    for (const token of tokens) expect(codes(await gql(stack.gatewayUrl, ME, { token }))).toEqual(['UNAUTHENTICATED']);
    expect(codes(await gql(stack.gatewayUrl, EVERYWHERE))).toEqual(['UNAUTHENTICATED']);
  });
});
