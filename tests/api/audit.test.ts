import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyPermissions } from '#domain/permissions';
import { auditLog } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

describe.each(backends)('audit trail on %s', (backend) => {
  const api = useTestApi(backend);
  let adminId: string;
  beforeAll(async () => {
    adminId = ((await callApi<{ _id: string }>(api.url, 'get', '/me', { token: api.adminToken })).body.data as { _id: string })._id;
  });

  it('records who changed a role, how, and the record before and after, for every change', async () => {
    const call = (method: string, path: string, body: unknown) => callApi<{ _id: string }>(api.url, method, path, { token: api.adminToken, body });
    const permissions = emptyPermissions().map((p) => (p.name === 'menu' ? { ...p, view: true } : p));
    const roleId = (await call('post', '/create/role', { name: 'Audited', permissions })).body.data!._id;
    await call('patch', '/update/role', { roleId, name: 'Audited twice', permissions });
    await call('patch', '/update/role/status', { roleId, status: 2 });
    await call('delete', '/delete/role', { roleId, isDelete: true });
    await call('patch', '/restore/role', { roleId });
    // A refused change leaves no trace.
    await call('patch', '/update/role/status', { roleId, status: 7 });

    const rows = await api.db.select().from(auditLog).where(eq(auditLog.recordId, roleId)).orderBy(asc(auditLog.createdAt));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'status', 'delete', 'restore']);
    for (const row of rows) expect(row).toMatchObject({ actorId: adminId, area: 'roles', recordId: roleId, createdAt: expect.any(Date) });
    const [create, update, status, remove, restore] = rows;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ _id: roleId, name: 'Audited', status: 1 });
    expect(update?.before).toMatchObject({ name: 'Audited' });
    expect(update?.after).toMatchObject({ name: 'Audited twice' });
    expect(status?.before).toMatchObject({ status: 1 });
    expect(status?.after).toMatchObject({ status: 2 });
    expect(remove?.before).toMatchObject({ isDelete: false });
    expect(remove?.after).toMatchObject({ isDelete: true });
    expect(restore?.after).toMatchObject({ isDelete: false, name: 'Audited twice' });
  });

  it('writes no audit row when the change itself fails (duplicate name)', async () => {
    await api.createRole({ name: 'Taken' });
    const before = await api.db.select().from(auditLog);
    const reply = await callApi(api.url, 'post', '/create/role', { token: api.adminToken, body: { name: 'taken', permissions: emptyPermissions().map((p) => (p.name === 'menu' ? { ...p, view: true } : p)) } });
    expect(reply.status).toBe(409);
    expect(await api.db.select().from(auditLog)).toEqual(before);
  });
});
