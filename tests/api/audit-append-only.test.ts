import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../api/db/schema.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';

/** The database's reason for refusing a statement (drizzle wraps it as the cause). */
const refusal = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => 'accepted',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

describe.each(backends)('the audit trail is append-only in the database, on %s', (backend) => {
  const api = useTestApi(backend);

  it('refuses UPDATE and DELETE of audit rows by the database user the app runs as, and keeps them as written', async () => {
    const recordId = await api.createRole({ name: 'Audited', permissions: [{ name: 'menu', view: true }] });
    const rows = () => api.db.select().from(auditLog).where(eq(auditLog.recordId, recordId));
    const written = await rows();
    expect(written).toMatchObject([{ action: 'create', area: 'roles' }]);

    for (const attempt of [
      api.db.update(auditLog).set({ action: 'nothing happened' }).where(eq(auditLog.recordId, recordId)),
      api.db.delete(auditLog).where(eq(auditLog.recordId, recordId)),
      api.db.delete(auditLog),
    ]) {
      expect(await refusal(attempt)).toMatch(/audit_log is append-only: (UPDATE|DELETE) refused/);
    }
    expect(await rows()).toEqual(written);

    // Appending still works: the next change is audited as before.
    await callApi(api.url, 'patch', '/update/role/status', { token: api.adminToken, body: { roleId: recordId, status: 2 } });
    expect((await rows()).map((r) => r.action).sort()).toEqual(['create', 'status']);
  });
});
