import type { ChildProcess } from 'node:child_process';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { menus, roles as rolesTable } from '../../api/db/schema.ts';
import { makeCategory, makeSection, makeTable } from '../support/floor.ts';
import { startWatchingProxy } from '../support/watching-proxy.ts';
import { useCliStack, venue } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const roles: string[] = [];

beforeAll(async () => {
  for (const name of ['Bulk Alpha', 'Bulk Beta', 'Bulk Gamma', 'Other Delta']) roles.push(await cli.stack.api.createRole({ name }));
});

const statusesOf = async () => {
  const run = await venue(['roles', 'list', '--json', '--limit', '100'], cli.as);
  return Object.fromEntries((JSON.parse(run.stdout).items as { id: string; status: string }[]).map((r) => [r.id, r.status]));
};

describe('bulk verbs', () => {
  it('take ids as arguments, from a list piped in, or from a filter; refuse without --yes off a terminal; --dry-run changes nothing', async () => {
    const refused = await venue(['roles', 'set-status', roles[0]!, roles[1]!, 'inactive'], cli.as);
    expect(refused).toMatchObject({ code: 2, stderr: 'venue: Refusing to deactivate 2 roles without confirmation: pass --yes when not on a terminal.\n' });

    const dry = await venue(['roles', 'delete', '--where-search', 'bulk', '--dry-run'], cli.as);
    expect(dry.code).toBe(0);
    expect(dry.stdout.trim().split('\n').sort()).toEqual(roles.slice(0, 3).sort());
    expect(dry.stderr).toContain('Dry run: would delete 3 roles; nothing was changed.');

    const byArgs = await venue(['roles', 'set-status', roles[0]!, roles[1]!, roles[1]!, 'inactive', '--yes'], cli.as);
    expect(byArgs.code).toBe(0);
    expect(byArgs.stderr).toBe('Deactivated 2 of 2 roles: 2 done, 0 failed, 0 skipped.\n');
    expect(byArgs.stderr).not.toContain('█');

    // The --json page of a list, piped in: one id already inactive is skipped.
    const page = await venue(['roles', 'list', '--json', '--search', 'bulk'], cli.as);
    const piped = await venue(['roles', 'set-status', 'inactive', '--yes', '--json'], { ...cli.as, input: page.stdout });
    expect(piped.code).toBe(0);
    const report = JSON.parse(piped.stdout);
    expect(report).toMatchObject({ done: 1, failed: 0, skipped: 2, notAttempted: 0 });
    expect(report.results.find((r: { id: string }) => r.id === roles[0])).toMatchObject({ outcome: 'SKIPPED', reason: 'already in that state' });

    const lines = await venue(['roles', 'set-status', 'active', '--yes'], { ...cli.as, input: `${roles[0]}\n\n${roles[3]}\n` });
    expect(lines.stderr).toBe('Activated 1 of 2 roles: 1 done, 0 failed, 1 skipped.\n');

    const filtered = await venue(['roles', 'set-status', 'active', '--where-search', 'bulk', '--yes'], cli.as);
    expect(filtered.stderr).toBe('Activated 2 of 3 roles: 2 done, 0 failed, 1 skipped.\n');
    expect(Object.values(await statusesOf()).every((s) => s === 'ACTIVE')).toBe(true);

    // Ids and a filter together would change the ids and every match: refused before anything changes.
    const mixed = await venue(['roles', 'set-status', roles[3]!, 'inactive', '--where-search', 'bulk', '--yes'], cli.as);
    expect(mixed).toMatchObject({ code: 2, stderr: 'venue: Give the ids or a --where-search / --where-status filter, not both\n' });
    expect(Object.values(await statusesOf()).every((s) => s === 'ACTIVE')).toBe(true);

    const none = await venue(['roles', 'delete', '--yes'], { ...cli.as, input: '' });
    expect(none).toMatchObject({ code: 2, stderr: 'venue: No ids given: none as arguments and none on stdin\n' });
  });

  it('reports a failed batch with its reasons and exit 8; --continue-on-error does the rest', async () => {
    const category = await makeCategory(cli.stack.api);
    const [used, free1, free2] = await Promise.all([makeSection(cli.stack.api), makeSection(cli.stack.api), makeSection(cli.stack.api)]);
    await makeTable(cli.stack.api, { sectionId: used._id, categoryId: category._id });
    const stop = await venue(['sections', 'delete', free1._id, used._id, free2._id, '--yes'], cli.as);
    expect(stop.code).toBe(8);
    expect(stop.stderr).toBe(
      `failed  ${used._id}: This section still has tables: move or delete them before deleting the section\n` +
        'rolled back  2 other records were not applied: undone with the failed one of their batch (--continue-on-error sends them again)\n' +
        'Deleted 0 of 3 sections: 0 done, 1 failed, 2 rolled back, 0 skipped.\n',
    );

    const go = await venue(['sections', 'delete', free1._id, used._id, free2._id, '--yes', '--continue-on-error'], cli.as);
    expect(go.code).toBe(8);
    expect(go.stderr).toBe(`failed  ${used._id}: This section still has tables: move or delete them before deleting the section\nDeleted 2 of 3 sections: 2 done, 1 failed, 0 skipped.\n`);
  });

  it('--status filters a list and --where-status picks the ids, in factory-built and hand-written areas alike', async () => {
    const quiet = [await cli.stack.api.createRole({ name: 'Quiet One' }), await cli.stack.api.createRole({ name: 'Quiet Two' })];
    await cli.stack.api.db.update(rolesTable).set({ status: 2 }).where(inArray(rolesTable.id, quiet));
    const inactive = await venue(['roles', 'list', '--status', 'inactive', '--json'], cli.as);
    expect((JSON.parse(inactive.stdout).items as { id: string }[]).map((r) => r.id).sort()).toEqual([...quiet].sort());
    const woken = await venue(['roles', 'set-status', 'active', '--where-status', 'inactive', '--yes'], cli.as);
    expect(woken).toMatchObject({ code: 0, stderr: 'Activated 2 of 2 roles: 2 done, 0 failed, 0 skipped.\n' });

    // The menu's list is written by hand in the API: the same options, from its GraphQL arguments.
    const slots = await cli.stack.api.db.select({ id: menus.id }).from(menus).where(eq(menus.status, 1));
    const shown = await venue(['menu', 'set-status', 'active', '--where-status', 'active', '--yes'], cli.as);
    expect(shown).toMatchObject({ code: 0, stderr: `Activated 0 of ${slots.length} menus: 0 done, 0 failed, ${slots.length} skipped.\n` });
  });

  it('on a terminal asks once, naming the count, and draws a progress bar', async () => {
    const fresh = [await cli.stack.api.createRole({ name: 'Tty One' }), await cli.stack.api.createRole({ name: 'Tty Two' })];
    const run = await venue(['roles', 'set-status', ...fresh, 'inactive'], { ...cli.as, tty: true, answers: [{ when: 'Deactivate 2 roles? [y/N]', reply: 'y' }] });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Deactivate\s+█+ 100% 2\/2/);
    expect(run.stdout).toContain('Deactivated 2 of 2 roles: 2 done, 0 failed, 0 skipped.');
  });
});

describe('reading every page', () => {
  it('list --all streams every page (NDJSON with --json); --fields picks columns and keys', async () => {
    await cli.stack.api.db.insert(rolesTable).values(Array.from({ length: 120 }, (_, i) => ({ name: `Paged ${String(i).padStart(3, '0')}`, permissions: [] })));
    const ndjson = await venue(['roles', 'list', '--all', '--json', '--search', 'paged', '--fields', 'id,name'], cli.as);
    expect(ndjson.code).toBe(0);
    const lines = ndjson.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(120);
    expect(Object.keys(lines[0])).toEqual(['id', 'name']);
    expect(new Set(lines.map((r: { id: string }) => r.id)).size).toBe(120);
    const rows = await venue(['roles', 'list', '--all', '--search', 'paged', '--fields', 'name'], cli.as);
    expect(rows.stdout.trim().split('\n')).toHaveLength(120);
    expect(rows.stdout).toMatch(/^Paged \d{3}\n/);
    expect(rows.stderr).toBe('');
    const unknown = await venue(['roles', 'list', '--fields', 'colour'], cli.as);
    expect(unknown.code).toBe(6);
  });
});

describe('a failed batch', () => {
  it('shows the real failure first, then how many were rolled back with it, counted apart from the failed', async () => {
    const names = Array.from({ length: 1_000 }, (_, i) => `Trashed ${String(i).padStart(4, '0')}`);
    const rows = await cli.stack.api.db.insert(rolesTable).values(names.map((name) => ({ name, permissions: [], isDelete: true }))).returning({ id: rolesTable.id, name: rolesTable.name });
    const ids = names.map((name) => rows.find((r) => r.name === name)!.id);
    // The 300th can no longer come back: a live role took its name.
    await cli.stack.api.createRole({ name: names[299]! });
    const run = await venue(['roles', 'restore', '--yes'], { ...cli.as, input: `${ids.join('\n')}\n` });
    expect(run.code).toBe(8);
    expect(run.stderr).toBe(
      `failed  ${ids[299]}: A role with this name already exists\n` +
        'rolled back  499 other records were not applied: undone with the failed one of their batch (--continue-on-error sends them again)\n' +
        'Restored 0 of 1,000 roles: 0 done, 1 failed, 499 rolled back, 0 skipped, 500 not attempted (stopped at the first failed batch; --continue-on-error goes on).\n',
    );
    const json = await venue(['roles', 'restore', '--yes', '--json'], { ...cli.as, input: `${ids.slice(0, 500).join('\n')}\n` });
    expect(JSON.parse(json.stdout)).toMatchObject({ done: 0, failed: 1, rolledBack: 499, skipped: 0, notAttempted: 0 });
  });
});

describe('Ctrl-C during a bulk run', () => {
  /** 1,500 roles set inactive through a proxy that sends `signals` Ctrl-C while the second batch is on its way (it reaches the gateway 500 ms later). */
  const interruptAtSecondBatch = async (prefix: string, signals: number) => {
    const rows = await cli.stack.api.db
      .insert(rolesTable)
      .values(Array.from({ length: 1_500 }, (_, i) => ({ name: `${prefix} ${String(i).padStart(4, '0')}`, permissions: [] })))
      .returning({ id: rolesTable.id });
    let child: ChildProcess | undefined;
    let batches = 0;
    const proxy = await startWatchingProxy(cli.stack.gatewayUrl, async ({ body }) => {
      if (!body.includes('"ids":')) return;
      if (++batches !== 2) return;
      for (let i = 0; i < signals; i++) {
        child?.kill('SIGINT');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    });
    try {
      const run = await venue(['roles', 'set-status', 'inactive', '--yes'], { ...cli.as, env: { ...cli.as.env, VENUE_GATEWAY: proxy.url }, input: rows.map((r) => r.id).join('\n'), onSpawn: (c) => (child = c) });
      const inactive = (await cli.stack.api.db.select({ id: rolesTable.id }).from(rolesTable).where(and(eq(rolesTable.status, 2), like(rolesTable.name, `${prefix} %`)))).length;
      return { run, inactive };
    } finally {
      await proxy.close();
    }
  };

  it('lets the batch in flight finish, says what was done and what was not attempted, then exits 130', async () => {
    const { run, inactive } = await interruptAtSecondBatch('Halted', 1);
    expect(run.code).toBe(130);
    expect(run.stderr).toBe(
      'venue: interrupted: finishing the call in flight (Ctrl-C again to stop at once)\nDeactivated 1,000 of 1,500 roles before the interrupt: 1,000 done, 0 failed, 0 skipped, 500 not attempted.\n',
    );
    expect(inactive).toBe(1_000);
  });

  it('a second Ctrl-C stops at once, saying that the batch in flight may have been applied', async () => {
    const { run } = await interruptAtSecondBatch('Stopped', 2);
    expect(run.code).toBe(130);
    expect(run.stderr).toBe(
      'venue: interrupted: finishing the call in flight (Ctrl-C again to stop at once)\nvenue: interrupted\nDeactivated 500 of 1,500 roles before the interrupt: 500 done, 0 failed, 0 skipped, 500 not attempted; the 500 roles of the batch in flight may have been applied.\n',
    );
  });
});

describe('bulk input', () => {
  it('is checked whole before any batch is sent: a bad id past the first batch changes nothing, and is named by its line or position', async () => {
    await cli.stack.api.db.insert(rolesTable).values(Array.from({ length: 600 }, (_, i) => ({ name: `Checked ${String(i).padStart(3, '0')}`, permissions: [] })));
    const listed = await venue(['roles', 'list', '--all', '--search', 'checked', '--fields', 'id'], cli.as);
    const ids = listed.stdout.trim().split('\n');
    expect(ids).toHaveLength(600);
    // Only this test's roles: the batch in flight of the Ctrl-C test above may still land while this one runs.
    const inactive = async () => (await cli.stack.api.db.select({ id: rolesTable.id }).from(rolesTable).where(and(eq(rolesTable.status, 2), like(rolesTable.name, 'Checked %')))).length;
    const before = await inactive();

    const piped = await venue(['roles', 'set-status', 'inactive', '--yes'], { ...cli.as, input: `${ids.join('\n')}\ngarbage-line\n` });
    expect(piped).toMatchObject({ code: 6, stdout: '', stderr: 'venue: line 601 of stdin is not an id: "garbage-line"\n' });
    expect(await inactive()).toBe(before);

    const args = await venue(['roles', 'set-status', ids[0]!, 'nope', 'inactive', '--yes'], cli.as);
    expect(args).toMatchObject({ code: 6, stderr: 'venue: argument 2 is not an id: "nope"\n' });
    const ndjson = await venue(['roles', 'delete', '--yes'], { ...cli.as, input: `{"id":"${ids[0]}"}\n\n{"name":"no id"}\n` });
    expect(ndjson).toMatchObject({ code: 6, stderr: 'venue: line 3 of stdin is a record without an id (list with --fields id, or without --fields)\n' });
    const page = await venue(['roles', 'delete', '--yes', '--dry-run'], { ...cli.as, input: JSON.stringify({ items: [{ id: ids[0] }, { id: 'x' }] }) });
    expect(page).toMatchObject({ code: 6, stdout: '', stderr: 'venue: item 2 of the JSON on stdin is not an id: "x"\n' });
    expect(await inactive()).toBe(before);
  });
});
