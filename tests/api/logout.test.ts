import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi, signIn } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { securityEvents } from '../support/security-events.ts';

const ENDED = { status: false, message: 'Your session has ended. Please sign in again.' };

describe.each(backends)('server-side sessions on %s', (backend) => {
  const api = useTestApi(backend);

  const me = (token: string) => callApi(api.url, 'get', '/me', { token });

  it('POST /logout ends the token it was sent with, and only that one', async () => {
    const sub = await api.createSubAdmin();
    const laptop = await signIn(api.url, sub.email, sub.password);
    const phone = await signIn(api.url, sub.email, sub.password);

    expect(await callApi(api.url, 'post', '/logout', { token: laptop })).toEqual({ status: 200, body: { status: true, message: 'Logged out successfully', data: { sessionsEnded: 1 } } });
    expect(await me(laptop)).toEqual({ status: 401, body: ENDED });
    expect(await callApi(api.url, 'post', '/logout', { token: laptop })).toEqual({ status: 401, body: ENDED });
    expect((await me(phone)).status).toBe(200);
    expect((await me(sub.token)).status).toBe(200);
  });

  it('two logouts of one token sent at once: the one that ended the session is 200, the other 401, and one logout is recorded', async () => {
    const sub = await api.createSubAdmin();
    for (const path of ['/logout', '/logout/all']) {
      const token = await signIn(api.url, sub.email, sub.password);
      const from = (await securityEvents(api.db)).length;
      const replies = await Promise.all([0, 1, 2].map(() => callApi(api.url, 'post', path, { token })));
      expect(replies.map((r) => r.status).sort(), path).toEqual([200, 401, 401]);
      expect(replies.filter((r) => r.status === 401).map((r) => r.body)).toEqual([ENDED, ENDED]);
      expect((await securityEvents(api.db)).slice(from).filter((e) => e.action !== 'refused' && e.action !== 'login')).toHaveLength(1);
    }
  });

  it('POST /logout/all ends every session of the caller and no one else’s', async () => {
    const sub = await api.createSubAdmin();
    const other = await api.createSubAdmin();
    const first = await signIn(api.url, sub.email, sub.password);
    const second = await signIn(api.url, sub.email, sub.password);

    const reply = await callApi(api.url, 'post', '/logout/all', { token: first });
    expect(reply).toEqual({ status: 200, body: { status: true, message: 'Signed out everywhere', data: { sessionsEnded: 3 } } });
    for (const token of [first, second, sub.token]) expect(await me(token)).toEqual({ status: 401, body: ENDED });
    expect((await me(other.token)).status).toBe(200);
    expect((await me(api.adminToken)).status).toBe(200);
    // Signing in again opens a fresh session.
    expect((await me(await signIn(api.url, sub.email, sub.password))).status).toBe(200);
  });

  it('an Admin setting a new password for a sub-admin ends its earlier tokens; an edit without one does not', async () => {
    const roleId = await api.createRole();
    const sub = await api.createSubAdmin({ roleId });
    const before = await signIn(api.url, sub.email, sub.password);
    const edit = (password: string) =>
      callApi(api.url, 'patch', '/update/subAdmin', { token: api.adminToken, body: { subAdminId: sub.id, name: 'Renamed', email: sub.email, roleId, password } });

    expect((await edit('')).status).toBe(200);
    expect((await me(before)).status).toBe(200);

    expect((await edit('A-new-password-1')).status).toBe(200);
    for (const token of [before, sub.token]) expect(await me(token)).toEqual({ status: 401, body: ENDED });
    const after = await signIn(api.url, sub.email, 'A-new-password-1');
    expect((await me(after)).body.data).toMatchObject({ _id: sub.id, name: 'Renamed' });
  });

  it('blocking or deleting a sub-admin, alone or in bulk, ends its sessions: unblocked or restored, its old tokens stay refused', async () => {
    const admin = { token: api.adminToken };
    const [blocked, deleted, bulkBlocked, bulkDeleted, untouched] = await Promise.all([1, 2, 3, 4, 5].map(() => api.createSubAdmin()));
    const from = (await securityEvents(api.db)).length;
    expect((await callApi(api.url, 'patch', '/update/subAdmin', { ...admin, body: { subAdminId: blocked!.id, isBlocked: true } })).status).toBe(200);
    expect((await callApi(api.url, 'delete', '/delete/subAdmin', { ...admin, body: { subAdminId: deleted!.id, isDelete: true } })).status).toBe(200);
    expect((await callApi(api.url, 'post', '/bulk/subAdmins/blocked', { ...admin, body: { ids: [bulkBlocked!.id], isBlocked: true } })).body).toMatchObject({ data: { committed: true, done: 1 } });
    expect((await callApi(api.url, 'post', '/bulk/subAdmins/delete', { ...admin, body: { ids: [bulkDeleted!.id] } })).body).toMatchObject({ data: { committed: true, done: 1 } });
    // Back in service: the accounts work again, their old tokens do not.
    expect((await callApi(api.url, 'patch', '/update/subAdmin', { ...admin, body: { subAdminId: blocked!.id, isBlocked: false } })).status).toBe(200);
    expect((await callApi(api.url, 'patch', '/restore/subAdmin', { ...admin, body: { subAdminId: deleted!.id } })).status).toBe(200);
    expect((await callApi(api.url, 'post', '/bulk/subAdmins/blocked', { ...admin, body: { ids: [bulkBlocked!.id], isBlocked: false } })).status).toBe(200);
    expect((await callApi(api.url, 'post', '/bulk/subAdmins/restore', { ...admin, body: { ids: [bulkDeleted!.id] } })).status).toBe(200);
    for (const sub of [blocked, deleted, bulkBlocked, bulkDeleted]) {
      expect(await me(sub!.token)).toEqual({ status: 401, body: ENDED });
      expect((await me(await signIn(api.url, sub!.email, sub!.password))).status).toBe(200);
    }
    expect((await me(untouched!.token)).status).toBe(200);
    const ended = (await securityEvents(api.db)).slice(from).filter((e) => e.action.startsWith('account_'));
    expect(ended.map((e) => [e.action, e.recordId, (e.after as { sessionsEnded: number }).sessionsEnded])).toEqual([
      ['account_blocked', blocked!.id, 1],
      ['account_deleted', deleted!.id, 1],
      ['account_blocked', bulkBlocked!.id, 1],
      ['account_deleted', bulkDeleted!.id, 1],
    ]);
  });

  it('refuses a well-signed token whose session the server never opened', async () => {
    const sub = await api.createSubAdmin();
    // Signed with the API's own secret: only the missing session can be the reason to refuse it.
    const unknown = await api.tokens.sign({ accountId: sub.id, sessionId: randomUUID() });
    expect(await me(unknown)).toEqual({ status: 401, body: ENDED });
  });

  it('writes logouts and ended sessions to the security trail', async () => {
    const roleId = await api.createRole();
    const sub = await api.createSubAdmin({ roleId });
    const from = (await securityEvents(api.db)).length;
    await callApi(api.url, 'post', '/logout', { token: await signIn(api.url, sub.email, sub.password) });
    await callApi(api.url, 'post', '/logout/all', { token: sub.token });
    const fresh = await signIn(api.url, sub.email, sub.password);
    await callApi(api.url, 'patch', '/update/subAdmin', { token: api.adminToken, body: { subAdminId: sub.id, name: 'Sam', email: sub.email, roleId, password: 'Changed-pass-1' } });
    expect((await me(fresh)).status).toBe(401);

    const ended = (await securityEvents(api.db)).slice(from).filter((e) => e.action !== 'login');
    const admin = (await me(api.adminToken)).body.data as { _id: string };
    expect(ended).toMatchObject([
      { action: 'logout', actorId: sub.id, recordId: sub.id, after: { sessionsEnded: 1 } },
      { action: 'logout_everywhere', actorId: sub.id, recordId: sub.id, after: { sessionsEnded: 1 } },
      { action: 'password_changed', actorId: admin._id, recordId: sub.id, after: { sessionsEnded: 1 } },
    ]);
  });
});
