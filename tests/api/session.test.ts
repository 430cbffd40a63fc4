import { describe, expect, it } from 'vitest';
import { AccountType } from '#domain/codes';
import { MODULE_KEYS } from '#domain/modules';
import { backends } from '../support/backends.ts';
import { callApi, signIn } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

describe.each(backends)('session on %s', (backend) => {
  const api = useTestApi(backend);

  it('signs the Admin in with the contract reply', async () => {
    const reply = await callApi(api.url, 'post', '/login', { body: { email: api.adminEmail, password: api.adminPassword } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      status: true,
      message: 'Login successfully',
      data: { name: 'Test Admin', accountType: AccountType.ADMIN, roleId: { _id: null, name: 'Admin', permissions: [] } },
    });
    expect(reply.body.data).toHaveProperty('token', expect.any(String));
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    await expect(signIn(api.url, `  ${api.adminEmail.toUpperCase()} `, api.adminPassword)).resolves.toEqual(expect.any(String));
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '', password: 'x' }, 'Email is required'],
    [{ email: 'not-an-email', password: 'x' }, 'Invalid email'],
    [{ email: 'admin@venue.test' }, 'Password is required'],
    [{ email: 'admin@venue.test', password: '' }, 'Password is required'],
  ])('rejects %j with "%s"', async (body, message) => {
    const reply = await callApi(api.url, 'post', '/login', { body });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ status: false, message });
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    for (const body of [
      { email: api.adminEmail, password: 'wrong password' },
      { email: 'nobody@venue.test', password: api.adminPassword },
    ]) {
      const reply = await callApi(api.url, 'post', '/login', { body });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ status: false, message: 'Invalid email or password' });
    }
  });

  it('refuses a blocked account at sign-in', async () => {
    const sub = await api.createSubAdmin({ isBlocked: true });
    const reply = await callApi(api.url, 'post', '/login', { body: { email: sub.email, password: sub.password } });
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Your account is blocked');
  });

  it('gives a Sub Admin its role and full permission matrix at sign-in and from /me', async () => {
    const roleId = await api.createRole({ name: 'Door staff', permissions: [{ name: 'events', view: true }] });
    const sub = await api.createSubAdmin({ roleId, name: 'Sam' });
    const login = await callApi<{ roleId: { _id: string; name: string; permissions: { name: string; view: boolean }[] } }>(api.url, 'post', '/login', {
      body: { email: sub.email, password: sub.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data?.roleId).toMatchObject({ _id: roleId, name: 'Door staff' });
    expect(login.body.data?.roleId.permissions.map((p) => p.name)).toEqual([...MODULE_KEYS]);
    expect(login.body.data?.roleId.permissions.find((p) => p.name === 'events')?.view).toBe(true);

    const me = await callApi(api.url, 'get', '/me', { token: sub.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ _id: sub.id, name: 'Sam', email: sub.email, accountType: AccountType.SUB_ADMIN, roleId: { _id: roleId } });
    expect(JSON.stringify(me.body)).not.toMatch(/password|scrypt/i);
  });
});
