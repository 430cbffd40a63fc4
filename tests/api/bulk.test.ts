import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '#domain/modules';
import { auditLog, menus } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';

interface BulkData {
  committed: boolean;
  done: number;
  failed: number;
  skipped: number;
  results: { _id: string; result: string; reason?: string; rolledBack: boolean }[];
}

describe.each(backends)('bulk calls of the shared route factory, on %s', (backend) => {
  const api = useTestApi(backend);
  const bulk = (path: string, body: unknown, token = api.adminToken) => callApi<BulkData>(api.url, 'post', path, { token, body });
  const auditRows = (ids: string[]) => api.db.select().from(auditLog).where(inArray(auditLog.recordId, ids));

  it('changes every id in one call, writes one audit row per change, and skips ids already in that state or unknown', async () => {
    const ids = await Promise.all([1, 2, 3].map((n) => api.createRole({ name: `Bulk ${n} ${randomUUID().slice(0, 6)}` })));
    const missing = randomUUID();
    const first = await bulk('/bulk/roles/status', { ids: [ids[0], ids[1], ids[0], missing], status: 2 });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('2 roles status updated, 1 skipped');
    expect(first.body.data).toMatchObject({ committed: true, done: 2, failed: 0, skipped: 1 });
    expect(first.body.data!.results).toEqual([
      { _id: ids[0], result: 'done', rolledBack: false },
      { _id: ids[1], result: 'done', rolledBack: false },
      { _id: missing, result: 'skipped', reason: 'Role not found', rolledBack: false },
    ]);
    const again = await bulk('/bulk/roles/status', { ids: [ids[0], ids[2]], status: 2 });
    expect(again.body.message).toBe('1 role status updated, 1 skipped');
    expect(again.body.data!.results.map((r) => [r.result, r.reason])).toEqual([
      ['skipped', 'already in that state'],
      ['done', undefined],
    ]);
    const rows = await auditRows(ids);
    expect(rows.filter((row) => row.action === 'status')).toHaveLength(3);

    const deleted = await bulk('/bulk/roles/delete', { ids });
    expect(deleted.body.data).toMatchObject({ committed: true, done: 3 });
    const restored = await bulk('/bulk/roles/restore', { ids: [...ids, ids[0]] });
    expect(restored.body.data).toMatchObject({ committed: true, done: 3, skipped: 0 });
    const twice = await bulk('/bulk/roles/restore', { ids: [ids[0]] });
    expect(twice.body.data!.results[0]).toMatchObject({ result: 'skipped', reason: 'not deleted' });
    const deletes = (await auditRows(ids)).filter((row) => row.action === 'delete');
    expect(deletes.map((row) => row.after)).toEqual(expect.arrayContaining([expect.objectContaining({ isDelete: true })]));
  });

  it('takes an id in capitals as the same record, once', async () => {
    const id = await api.createRole({ name: `Caps ${Date.now()}` });
    const reply = await bulk('/bulk/roles/status', { ids: [id.toUpperCase(), id], status: 2 });
    expect(reply.body.data).toMatchObject({ committed: true, done: 1, skipped: 0, results: [{ _id: id, result: 'done' }] });
    expect(reply.body.data!.results).toHaveLength(1);
  });

  it('rolls the whole batch back when one id fails, naming the reason of that id', async () => {
    const category = await makeCategory(api);
    const [used, free] = await Promise.all([makeSection(api), makeSection(api)]);
    await makeTable(api, { sectionId: used._id, categoryId: category._id });
    const before = await snapshotDb(api.db);
    const reply = await bulk('/bulk/sections/delete', { ids: [free._id, used._id] });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Nothing changed: 1 of the sections failed, so the batch was rolled back');
    expect(reply.body.data).toMatchObject({ committed: false, done: 0, failed: 2, skipped: 0 });
    expect(reply.body.data!.results).toEqual([
      { _id: free._id, result: 'failed', reason: 'not applied: the batch was rolled back because 1 of its records failed', rolledBack: true },
      { _id: used._id, result: 'failed', reason: 'This section still has tables: move or delete them before deleting the section', rolledBack: false },
    ]);
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('toggles by the declared field, refuses bad bodies with 400, and needs the single-record action', async () => {
    const host = await callApi<{ _id: string }>(api.url, 'post', '/create/host', {
      token: api.adminToken,
      body: { firstName: 'Bulk', lastName: 'Host', email: `bulk-${randomUUID().slice(0, 6)}@venue.test`, password: 'Host-pass-123' },
    });
    expect(host.status).toBe(201);
    const hostId = host.body.data?._id ?? '';
    const blocked = await bulk('/bulk/hosts/blocked', { ids: [hostId], isBlocked: true });
    expect(blocked.body).toMatchObject({ message: '1 host blocked, 0 skipped', data: { done: 1 } });

    expect((await bulk('/bulk/roles/status', { ids: [], status: 2 })).body).toEqual({ status: false, message: 'ids must hold at least one id' });
    expect((await bulk('/bulk/roles/status', { ids: Array.from({ length: 1001 }, () => randomUUID()), status: 2 })).status).toBe(400);
    expect((await bulk('/bulk/roles/delete', { ids: [hostId], isDelete: true })).status).toBe(400);
    expect((await bulk('/bulk/roles/delete', { ids: [hostId, 'name\tid'] })).body).toEqual({ status: false, message: 'ids[1] is not an id: "name\\tid"' });

    // Edit on hosts but not delete: the bulk toggle works, the bulk delete is refused with nothing written.
    const roleId = await api.createRole({ name: `Editors ${randomUUID().slice(0, 6)}`, permissions: MODULE_KEYS.map((name) => ({ name, view: true, edit: true })) });
    const sub = await api.createSubAdmin({ roleId });
    expect((await bulk('/bulk/hosts/blocked', { ids: [hostId], isBlocked: false }, sub.token)).body.data).toMatchObject({ done: 1 });
    const refused = await bulk('/bulk/hosts/delete', { ids: [hostId] }, sub.token);
    expect(refused.status).toBe(403);
    const rows = await api.db.select().from(auditLog).where(eq(auditLog.recordId, hostId));
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'update', 'update']);
  });
  it('names the id a unique index refuses on restore, skips a slot already in that status, and audits each area as one at a time does', async () => {
    const name = `Twin ${randomUUID().slice(0, 6)}`;
    const [old, other] = await Promise.all([api.createRole({ name }), api.createRole()]);
    await bulk('/bulk/roles/delete', { ids: [old] });
    await api.createRole({ name: name.toUpperCase() });
    const before = await snapshotDb(api.db);
    const restore = await bulk('/bulk/roles/restore', { ids: [other, old] });
    expect(restore.body.data!.results).toEqual([
      { _id: other, result: 'skipped', reason: 'not deleted', rolledBack: false },
      { _id: old, result: 'failed', reason: 'A role with this name already exists', rolledBack: false },
    ]);
    expect(await snapshotDb(api.db)).toEqual(before);

    const [slot] = await api.db.select().from(menus).limit(1);
    const first = await bulk('/bulk/menus/status', { ids: [slot!.id], status: slot!.status === 1 ? 2 : 1 });
    expect(first.body.data).toMatchObject({ done: 1, skipped: 0 });
    const again = await bulk('/bulk/menus/status', { ids: [slot!.id], status: slot!.status === 1 ? 2 : 1 });
    expect(again.body.data!.results).toEqual([{ _id: slot!.id, result: 'skipped', reason: 'already in that state', rolledBack: false }]);

    const roleId = await api.createRole();
    const sub = await api.createSubAdmin({ roleId });
    expect((await bulk('/bulk/subAdmins/blocked', { ids: [sub.id, roleId], isBlocked: true })).body.data!.results.map((r) => r.result)).toEqual(['done', 'skipped']);
    const [row] = await auditRows([sub.id]);
    expect(row).toMatchObject({ action: 'block', before: { _id: sub.id, isBlocked: false, isDelete: false }, after: { _id: sub.id, isBlocked: true, isDelete: false } });
    expect(row!.after).toHaveProperty('roleId._id', roleId);

    // Areas whose routes are written by hand get the same bulk calls, with their own rules.
    const category = await makeCategory(api);
    const spare = await makeCategory(api);
    const table = await makeTable(api, { sectionId: (await makeSection(api))._id, categoryId: category._id });
    const featured = await bulk('/bulk/tables/featured', { ids: [table._id], isFeatured: true });
    expect(featured.body).toMatchObject({ message: '1 table featured, 0 skipped', data: { done: 1 } });
    expect((await auditRows([table._id])).map((r) => r.action).sort()).toEqual(['create', 'update']);
    const refused = await bulk('/bulk/categories/delete', { ids: [spare._id, category._id] });
    expect(refused.body.data!.results.map((r) => [r.result, r.rolledBack])).toEqual([
      ['failed', true],
      ['failed', false],
    ]);
  });

  it('two batches racing over the same ids change each id once, and every audit row follows the one before it', async () => {
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => api.createRole({ name: `Race ${n} ${randomUUID().slice(0, 6)}` })));
    const [a, b] = await Promise.all([bulk('/bulk/roles/status', { ids, status: 2 }), bulk('/bulk/roles/status', { ids: [...ids].reverse(), status: 2 })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // Each id is done by exactly one of the two batches and skipped by the other.
    for (const id of ids) {
      const outcomes = [a, b].map((reply) => reply.body.data!.results.find((r) => r._id === id)!.result).sort();
      expect(outcomes).toEqual(['done', 'skipped']);
    }
    expect((await auditRows(ids)).filter((row) => row.action === 'status')).toHaveLength(ids.length);

    // Opposite changes at once: whatever order they ran in, each id's audit rows, in the order of
    // their times, chain from its first state to its state now (rows are stamped when written, not
    // at their transaction's start, so a batch that waited for the other's locks comes after it).
    await Promise.all([bulk('/bulk/roles/status', { ids, status: 1 }), bulk('/bulk/roles/status', { ids: [...ids].reverse(), status: 2 })]);
    const now = new Map((await api.db.query.roles.findMany({ where: (role, { inArray: within }) => within(role.id, ids) })).map((role) => [role.id, role.status]));
    const audits = (await auditRows(ids)).filter((row) => row.action === 'status').sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    for (const id of ids) {
      const trail = audits.filter((row) => row.recordId === id).map((row) => [(row.before as { status: number }).status, (row.after as { status: number }).status] as const);
      expect(trail[0]![0]).toBe(1);
      for (let i = 1; i < trail.length; i += 1) expect(trail[i]![0]).toBe(trail[i - 1]![1]);
      expect(trail.at(-1)![1]).toBe(now.get(id));
    }
  });
});
