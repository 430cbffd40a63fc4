import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { menus, roles as rolesTable } from '../../api/db/schema.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;
const roles: string[] = [];

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  for (const name of ['Bulk Alpha', 'Bulk Beta', 'Bulk Gamma', 'Other Delta']) roles.push(await stack.api.createRole({ name }));
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

const statusesOf = async () => {
  const run = await venue(['roles', 'list', '--json', '--limit', '100'], as);
  return Object.fromEntries((JSON.parse(run.stdout).items as { id: string; status: string }[]).map((r) => [r.id, r.status]));
};

describe('bulk verbs', () => {
  it('take ids as arguments, from a list piped in, or from a filter; refuse without --yes off a terminal; --dry-run changes nothing', async () => {
    const refused = await venue(['roles', 'set-status', roles[0]!, roles[1]!, 'inactive'], as);
    expect(refused).toMatchObject({ code: 2, stderr: 'venue: Refusing to deactivate 2 roles without confirmation: pass --yes when not on a terminal.\n' });

    const dry = await venue(['roles', 'delete', '--where-search', 'bulk', '--dry-run'], as);
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim().split('\n').sort()).toEqual(roles.slice(0, 3).sort());
    expect(dry.stderr).toContain('Dry run: would delete 3 roles; nothing was changed.');

    const byArgs = await venue(['roles', 'set-status', roles[0]!, roles[1]!, roles[1]!, 'inactive', '--yes'], as);
    expect(byArgs.code).toBe(0);
    expect(byArgs.stderr).toBe('Deactivated 2 of 2 roles: 2 done, 0 failed, 0 skipped.\n');
    expect(byArgs.stderr).not.toContain('█');

    // The --json page of a list, piped in: one id already inactive is skipped.
    const page = await venue(['roles', 'list', '--json', '--search', 'bulk'], as);
    const piped = await venue(['roles', 'set-status', 'inactive', '--yes', '--json'], { ...as, input: page.stdout });
    expect(piped.code).toBe(0);
    const report = JSON.parse(piped.stdout);
    expect(report).toMatchObject({ done: 1, failed: 0, skipped: 2, notAttempted: 0 });
    expect(report.results.find((r: { id: string }) => r.id === roles[0])).toMatchObject({ outcome: 'SKIPPED', reason: 'already in that state' });

    const lines = await venue(['roles', 'set-status', 'active', '--yes'], { ...as, input: `${roles[0]}\n\n${roles[3]}\n` });
    expect(lines.stderr).toBe('Activated 1 of 2 roles: 1 done, 0 failed, 1 skipped.\n');

    const filtered = await venue(['roles', 'set-status', 'active', '--where-search', 'bulk', '--yes'], as);
    expect(filtered.stderr).toBe('Activated 2 of 3 roles: 2 done, 0 failed, 1 skipped.\n');
    expect(Object.values(await statusesOf()).every((s) => s === 'ACTIVE')).toBe(true);

    const none = await venue(['roles', 'delete', '--yes'], { ...as, input: '' });
    expect(none).toMatchObject({ code: 2, stderr: 'venue: No ids given: none as arguments and none on stdin\n' });
  });

  it('reports a failed batch with its reasons and exit 8; --continue-on-error does the rest', async () => {
    const category = await makeCategory(stack.api);
    const [used, free1, free2] = await Promise.all([makeSection(stack.api), makeSection(stack.api), makeSection(stack.api)]);
    await makeTable(stack.api, { sectionId: used._id, categoryId: category._id });
    const stop = await venue(['sections', 'delete', free1._id, used._id, free2._id, '--yes'], as);
    expect(stop.code).toBe(8);
    expect(stop.stderr).toContain(`failed  ${used._id}: This section still has tables: move or delete them before deleting the section\n`);
    expect(stop.stderr).toContain(`failed  ${free1._id}: not applied: the batch was rolled back because 1 of its records failed\n`);
    expect(stop.stderr).toContain('Deleted 0 of 3 sections: 0 done, 3 failed, 0 skipped.');

    const go = await venue(['sections', 'delete', free1._id, used._id, free2._id, '--yes', '--continue-on-error'], as);
    expect(go.code).toBe(8);
    expect(go.stderr).toBe(`failed  ${used._id}: This section still has tables: move or delete them before deleting the section\nDeleted 2 of 3 sections: 2 done, 1 failed, 0 skipped.\n`);
  });

  it('--status filters a list and --where-status picks the ids, in factory-built and hand-written areas alike', async () => {
    const quiet = [await stack.api.createRole({ name: 'Quiet One' }), await stack.api.createRole({ name: 'Quiet Two' })];
    await stack.api.db.update(rolesTable).set({ status: 2 }).where(inArray(rolesTable.id, quiet));
    const inactive = await venue(['roles', 'list', '--status', 'inactive', '--json'], as);
    expect((JSON.parse(inactive.stdout).items as { id: string }[]).map((r) => r.id).sort()).toEqual([...quiet].sort());
    const woken = await venue(['roles', 'set-status', 'active', '--where-status', 'inactive', '--yes'], as);
    expect(woken).toMatchObject({ code: 0, stderr: 'Activated 2 of 2 roles: 2 done, 0 failed, 0 skipped.\n' });

    // The menu's list is written by hand in the API: the same options, from its GraphQL arguments.
    const slots = await stack.api.db.select({ id: menus.id }).from(menus).where(eq(menus.status, 1));
    const shown = await venue(['menu', 'set-status', 'active', '--where-status', 'active', '--yes'], as);
    expect(shown).toMatchObject({ code: 0, stderr: `Activated 0 of ${slots.length} menus: 0 done, 0 failed, ${slots.length} skipped.\n` });
  });

  it('on a terminal asks once, naming the count, and draws a progress bar', async () => {
    const fresh = [await stack.api.createRole({ name: 'Tty One' }), await stack.api.createRole({ name: 'Tty Two' })];
    const run = await venue(['roles', 'set-status', ...fresh, 'inactive'], { ...as, tty: true, answers: [{ when: 'Deactivate 2 roles? [y/N]', reply: 'y' }] });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Deactivate\s+█+ 100% 2\/2/);
    expect(run.stdout).toContain('Deactivated 2 of 2 roles: 2 done, 0 failed, 0 skipped.');
  });
});

describe('reading every page', () => {
  it('list --all streams every page (NDJSON with --json); --fields picks columns and keys', async () => {
    await stack.api.db.insert(rolesTable).values(Array.from({ length: 120 }, (_, i) => ({ name: `Paged ${String(i).padStart(3, '0')}`, permissions: [] })));
    const ndjson = await venue(['roles', 'list', '--all', '--json', '--search', 'paged', '--fields', 'id,name'], as);
    expect(ndjson.code).toBe(0);
    const lines = ndjson.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(120);
    expect(Object.keys(lines[0])).toEqual(['id', 'name']);
    expect(new Set(lines.map((r: { id: string }) => r.id)).size).toBe(120);
    const rows = await venue(['roles', 'list', '--all', '--search', 'paged', '--fields', 'name'], as);
    expect(rows.stdout.trim().split('\n')).toHaveLength(120);
    expect(rows.stdout).toMatch(/^Paged \d{3}\n/);
    expect(rows.stderr).toBe('');
    const unknown = await venue(['roles', 'list', '--fields', 'colour'], as);
    expect(unknown.code).toBe(6);
  });
});
