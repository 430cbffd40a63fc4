import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

const TAKEN = 'This email is already used by another staff account (the Admin, a sub-admin or a host)';
const host = (email: string) => ({ firstName: 'Ali', lastName: 'Haddad', email, password: 'Str0ng-pass' });

describe.each(backends)('one email per staff account across the Admin, sub-admins and hosts on %s', (backend) => {
  const api = useTestApi(backend);
  let roleId: string;
  const call = <T = { _id: string }>(method: string, path: string, body?: unknown) => callApi<T>(api.url, method, path, { token: api.adminToken, body });

  beforeAll(async () => {
    roleId = await api.createRole({ permissions: [{ name: 'hosts', view: true }] });
  });

  it("refuses a host with the Admin's or a sub-admin's email (any case) with 409 and writes nothing", async () => {
    const sub = await call('post', '/create/subAdmin', { name: 'Dana', email: 'dana@venue.test', roleId, password: 'Str0ng-pass' });
    expect(sub.status).toBe(201);
    for (const email of [api.adminEmail.toUpperCase(), 'Dana@Venue.test']) {
      const before = await snapshotDb(api.db);
      const reply = await call('post', '/create/host', host(email));
      expect(reply.status).toBe(409);
      expect(reply.body).toEqual({ status: false, message: TAKEN });
      expect(await snapshotDb(api.db)).toEqual(before);
    }
  });

  it("refuses a sub-admin with a host's email, on create and on edit", async () => {
    const ali = await call('post', '/create/host', host('ali@venue.test'));
    expect(ali.status).toBe(201);
    const create = await call('post', '/create/subAdmin', { name: 'Ali', email: 'ALI@venue.test', roleId, password: 'Str0ng-pass' });
    expect(create).toMatchObject({ status: 409, body: { status: false, message: TAKEN } });

    const sami = await call('post', '/create/subAdmin', { name: 'Sami', email: 'sami@venue.test', roleId, password: 'Str0ng-pass' });
    const edit = await call('patch', '/update/subAdmin', { subAdminId: sami.body.data!._id, name: 'Sami', email: 'ali@venue.test', roleId });
    expect(edit).toMatchObject({ status: 409, body: { status: false, message: TAKEN } });
  });

  it('gives every staff email conflict the one contract message: sub-admin and host, create and edit, against the Admin, a sub-admin and a host (409, nothing written)', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const subEmail = `sub-${tag}@venue.test`;
    const hostEmail = `host-${tag}@venue.test`;
    const sub = await call('post', '/create/subAdmin', { name: 'Held', email: subEmail, roleId, password: 'Str0ng-pass' });
    const held = await call('post', '/create/host', host(hostEmail));
    const editedSub = await call('post', '/create/subAdmin', { name: 'Edited', email: `edited-sub-${tag}@venue.test`, roleId, password: 'Str0ng-pass' });
    const editedHost = await call('post', '/create/host', host(`edited-host-${tag}@venue.test`));
    for (const reply of [sub, held, editedSub, editedHost]) expect(reply.status, reply.body.message).toBe(201);
    const taken = { Admin: api.adminEmail, 'a sub-admin': subEmail.toUpperCase(), 'a host': ` ${hostEmail} ` };
    const writes: [string, (email: string) => Promise<{ status: number; body: unknown }>][] = [
      ['sub-admin create', (email) => call('post', '/create/subAdmin', { name: 'Copy', email, roleId, password: 'Str0ng-pass' })],
      ['sub-admin edit', (email) => call('patch', '/update/subAdmin', { subAdminId: editedSub.body.data!._id, name: 'Edited', email, roleId })],
      ['host create', (email) => call('post', '/create/host', host(email))],
      ['host edit', (email) => call('patch', '/update/host', { hostId: editedHost.body.data!._id, firstName: 'Ali', lastName: 'Haddad', email })],
    ];
    for (const [write, send] of writes) {
      for (const [holder, email] of Object.entries(taken)) {
        const before = await snapshotDb(api.db);
        expect(await send(email), `${write} with ${holder}'s email`).toEqual({ status: 409, body: { status: false, message: TAKEN } });
        expect(await snapshotDb(api.db)).toEqual(before);
      }
    }
  });

  it('a deleted host frees its email; restoring it while a sub-admin holds the email is 409', async () => {
    const lina = await call('post', '/create/host', host('lina@venue.test'));
    const hostId = lina.body.data!._id;
    expect((await call('delete', '/delete/host', { hostId, isDelete: true })).status).toBe(200);
    const sub = await call('post', '/create/subAdmin', { name: 'Lina', email: 'lina@venue.test', roleId, password: 'Str0ng-pass' });
    expect(sub.status).toBe(201);
    const restore = await call('patch', '/restore/host', { hostId });
    expect(restore).toMatchObject({ status: 409, body: { status: false, message: TAKEN } });
  });
});
