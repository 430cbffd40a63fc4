import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { callApi, signIn } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { insertEvent } from '../support/events.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';

type Row = { _id: string; status?: number; isBlocked?: boolean };
type Page = { data: Row[]; count: number };

/** Issue 12: every list whose records have a status filters by it (`status=1|2`), and one with a block switch by `blocked=true|false`. */
describe.each(backends)('list filters on %s', (backend) => {
  const api = useTestApi(backend);
  const call = <T = Row>(method: string, path: string, body?: unknown, query?: Record<string, string | number>) => callApi<T>(api.url, method, path, { token: api.adminToken, body, query });
  const ids = async (path: string, query: Record<string, string | number>) => {
    const reply = await call<Page>('get', path, undefined, query);
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data!.data.map((row) => row._id).sort();
  };
  const sorted = (...list: string[]) => [...list].sort();

  it('categories and tables: status=1 only the active, status=2 only the inactive, with the search and in the Deleted view', async () => {
    const [on, off] = [await makeCategory(api, 'Filter On'), await makeCategory(api, 'Filter Off')];
    await call('patch', '/update/category', { categoryId: off._id, status: 2 });
    expect(await ids('/get/categories', { search: 'filter', status: 1 })).toEqual([on._id]);
    expect(await ids('/get/categories', { search: 'filter', status: 2 })).toEqual([off._id]);
    expect(await ids('/get/categories', { search: 'filter' })).toEqual(sorted(on._id, off._id));

    const refs = { sectionId: (await makeSection(api))._id, categoryId: on._id };
    const [live, idle, gone] = [await makeTable(api, refs, 'Filter T1'), await makeTable(api, refs, 'Filter T2'), await makeTable(api, refs, 'Filter T3')];
    await call('patch', '/update/table/status', { tableId: idle._id, status: 2 });
    await call('delete', '/delete/table', { tableId: gone._id, isDelete: true });
    expect(await ids('/get/tables', { search: 'filter t', status: 1 })).toEqual([live._id]);
    expect(await ids('/get/tables', { search: 'filter t', status: 2 })).toEqual([idle._id]);
    expect(await ids('/get/tables', { search: 'filter t', status: 1, deleted: 'true' })).toEqual([gone._id]);

    const refused = await call('get', '/get/categories', undefined, { status: 'on' });
    expect(refused.status).toBe(400);
  });

  it('hosts, sub-admins and event tickets: blocked=true only the blocked, blocked=false only the others; anything else is a 400', async () => {
    const host = async (firstName: string) => (await call('post', '/create/host', { firstName, lastName: 'Filter', email: `${firstName.toLowerCase()}@filter.test`, password: 'door-list-2024' })).body.data!;
    const [open, shut] = [await host('Open'), await host('Shut')];
    await call('patch', '/update/host', { hostId: shut._id, isBlocked: true });
    expect(await ids('/get/hosts', { search: 'filter.test', blocked: 'true' })).toEqual([shut._id]);
    expect(await ids('/get/hosts', { search: 'filter.test', blocked: 'false' })).toEqual([open._id]);
    expect((await call('get', '/get/hosts', undefined, { blocked: 'yes' })).body).toEqual({ status: false, message: 'blocked must be true or false' });

    const roleId = await api.createRole({ name: 'Filter role', permissions: [{ name: 'users', view: true }] });
    const subAdmin = async (name: string) => (await call('post', '/create/subAdmin', { name, email: `${name.toLowerCase()}@sub.filter.test`, roleId, password: 'Str0ng-pass' })).body.data!;
    const [free, held] = [await subAdmin('Free'), await subAdmin('Held')];
    await call('patch', '/update/subAdmin', { subAdminId: held._id, isBlocked: true });
    expect(await ids('/get/subAdmins', { search: 'sub.filter', blocked: 'true' })).toEqual([held._id]);
    expect(await ids('/get/subAdmins', { search: 'sub.filter', blocked: 'false' })).toEqual([free._id]);

    const set = async (name: string) => {
      const reply = await call('post', '/create/eventTicket', { eventId: (await insertEvent(api, { name }))._id, categories: [{ type: 1, name: 'Silver', offer: 'Welcome drink', price: 150, totalTickets: 100 }] });
      expect(reply.status, reply.body.message).toBe(201);
      return reply.body.data!;
    };
    const [onSale, offSale, inactive] = [await set('Filter Night A'), await set('Filter Night B'), await set('Filter Night C')];
    await call('patch', '/update/eventTicket', { eventTicketId: offSale._id, isBlocked: true });
    await call('patch', '/update/eventTicket/status', { eventTicketId: inactive._id, status: 2 });
    // Event tickets' filter is on sale or not: an inactive set is off sale, blocked or not.
    expect((await ids('/get/eventTickets', { search: 'filter night', blocked: 'true' })).sort()).toEqual([offSale._id, inactive._id].sort());
    expect(await ids('/get/eventTickets', { search: 'filter night', blocked: 'false' })).toEqual([onSale._id]);
  });

  it('/login and /me carry the role status: 2 once the role is deactivated, with no permissions', async () => {
    const role = { _id: await api.createRole({ name: 'Door team', permissions: [{ name: 'users', view: true }] }) };
    await call('post', '/create/subAdmin', { name: 'Dana', email: 'dana@role.filter.test', roleId: role._id, password: 'Str0ng-pass' });
    const token = await signIn(api.url, 'dana@role.filter.test', 'Str0ng-pass');
    const me = () => callApi<{ roleId: { status: number; permissions: unknown[] } }>(api.url, 'get', '/me', { token });
    expect((await me()).body.data!.roleId).toMatchObject({ _id: role._id, name: 'Door team', status: 1 });
    await call('patch', '/update/role/status', { roleId: role._id, status: 2 });
    expect((await me()).body.data!.roleId).toEqual({ _id: role._id, name: 'Door team', permissions: [], status: 2 });
    const login = await callApi<{ roleId: { status: number } }>(api.url, 'post', '/login', { body: { email: 'dana@role.filter.test', password: 'Str0ng-pass' } });
    expect(login.body.data!.roleId.status).toBe(2);
    expect((await call<{ roleId: { status: number } }>('get', '/me')).body.data!.roleId).toEqual({ _id: null, name: 'Admin', permissions: [], status: 1 });
  });
});
