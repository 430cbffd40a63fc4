import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const ids: string[] = [];

beforeAll(async () => {
  // Created one after another so that "newest first" has a known order: Gamma, Beta, Alpha.
  for (const name of ['Alpha Door', 'Beta Bar', 'Gamma Floor']) {
    ids.push(await cli.stack.api.createRole({ name, permissions: [{ name: 'menu', view: true }] }));
  }
});

describe('venue roles list', () => {
  it('--json prints the page and its total count, newest first', async () => {
    const run = await venue(['roles', 'list', '--json', '--limit', '2'], cli.as);
    expect(run.code).toBe(0);
    const page = JSON.parse(run.stdout);
    expect(page.count).toBe(3);
    expect(page.items.map((r: { name: string }) => r.name)).toEqual(['Gamma Floor', 'Beta Bar']);
    expect(page.items[0]).toMatchObject({ id: ids[2], status: 'ACTIVE' });
    expect(page.items[0].permissions).toHaveLength(17);
  });

  it('without a terminal prints tab-separated rows numbered from the offset', async () => {
    const run = await venue(['roles', 'list', '--offset', '1'], cli.as);
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(rows.map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ['2', ids[1], 'Beta Bar', 'Active'],
      ['3', ids[0], 'Alpha Door', 'Active'],
    ]);
    expect(rows[0]?.[4]).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(run.stderr).toContain('2-3 of 3');
  });

  it('on a terminal prints an aligned table with a header', async () => {
    const run = await venue(['roles', 'list', '--search', 'bar'], { ...cli.as, tty: true });
    expect(run.code).toBe(0);
    const lines = run.stdout.split(/\r?\n/);
    expect(lines[0]).toMatch(/^#\s+ID\s+Name\s+Status\s+Date$/);
    expect(lines[1]).toMatch(/^-\s+-{36}\s+-+/);
    expect(lines[2]).toMatch(new RegExp(`^1\\s+${ids[1]}\\s+Beta Bar\\s+Active\\s+\\w{3} \\d{2}, \\d{4}$`));
    expect(run.stdout).not.toContain('Alpha Door');
  });

  it('says DATA NOT FOUND when nothing matches', async () => {
    const run = await venue(['roles', 'list', '--search', 'no such role'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('DATA NOT FOUND');
  });

  it('rejects a bad --limit as invalid input (exit 6), and one above the cap too', async () => {
    const run = await venue(['roles', 'list', '--limit', 'ten'], cli.as);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('limit must be a number');
    const capped = await venue(['roles', 'list', '--limit', '500'], cli.as);
    expect(capped).toMatchObject({ code: 6, stdout: '', stderr: 'venue: --limit must be at most 100 (the API\'s page cap); use --all for every row\n' });
  });
});

describe('venue roles get', () => {
  it('prints the role and its permission matrix', async () => {
    const run = await venue(['roles', 'get', ids[0] ?? ''], cli.as);
    expect(run.code).toBe(0);
    const [head, matrix] = run.stdout.trim().split('\n\n');
    expect(head?.split('\t').slice(0, 3)).toEqual([ids[0], 'Alpha Door', 'Active']);
    const rows = matrix?.split('\n') ?? [];
    expect(rows).toHaveLength(17);
    expect(rows).toContain('Menu\t✗\t✗\t✓\t✗\t✗');
    expect(rows).toContain('Hosts\t✗\t✗\t✗\t✗\t✗');
  });

  it('--json prints the role', async () => {
    const run = await venue(['roles', 'get', ids[1] ?? '', '--json'], cli.as);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: ids[1], name: 'Beta Bar', status: 'ACTIVE' });
  });

  it('an unknown id is exit 5 with the API message', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const run = await venue(['roles', 'get', id], cli.as);
      expect(run.code).toBe(5);
      expect(run.stderr).toContain('Role not found');
    }
  });
});

describe('venue roles set-status', () => {
  it('deactivates and reactivates a role', async () => {
    const off = await venue(['roles', 'set-status', ids[0] ?? '', 'inactive'], cli.as);
    expect(off.code).toBe(0);
    expect(off.stderr).toContain('Role status updated successfully');
    expect(JSON.parse((await venue(['roles', 'get', ids[0] ?? '', '--json'], cli.as)).stdout).status).toBe('INACTIVE');
    const on = await venue(['roles', 'set-status', ids[0] ?? '', 'active', '--json'], cli.as);
    expect(JSON.parse(on.stdout)).toMatchObject({ id: ids[0], status: 'ACTIVE' });
  });

  it('a status word other than active or inactive is exit 6 and changes nothing', async () => {
    const run = await venue(['roles', 'set-status', ids[1] ?? '', 'paused'], cli.as);
    expect(run.code).toBe(6);
    expect(run.stderr).toContain('Status must be "active" or "inactive"');
    expect(JSON.parse((await venue(['roles', 'get', ids[1] ?? '', '--json'], cli.as)).stdout).status).toBe('ACTIVE');
  });

  it('exits with its own code when its output goes to a pipe already closed (`2>&1 | head -1` after head quit)', async () => {
    const off = await venue(['roles', 'set-status', ids[1] ?? '', 'inactive'], { ...cli.as, closedOutput: true });
    expect(off.code).toBe(0);
    expect(JSON.parse((await venue(['roles', 'get', ids[1] ?? '', '--json'], cli.as)).stdout).status).toBe('INACTIVE');
    const missing = await venue(['roles', 'set-status', randomUUID(), 'active'], { ...cli.as, closedOutput: true });
    expect(missing.code).toBe(5);
    expect((await venue(['roles', 'set-status', ids[1] ?? '', 'active'], cli.as)).code).toBe(0);
  });

  it('a sub-admin is refused with exit 4 and nothing changes', async () => {
    const sub = await cli.stack.api.createSubAdmin();
    const run = await venue(['roles', 'set-status', ids[1] ?? '', 'inactive'], { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: sub.token } });
    expect(run.code).toBe(4);
    expect(run.stderr).toContain('You do not have permission to perform this action');
    expect(JSON.parse((await venue(['roles', 'get', ids[1] ?? '', '--json'], cli.as)).stdout).status).toBe('ACTIVE');
  });
});

describe('venue roles delete', () => {
  it('without a terminal and without --yes refuses (exit 2) and keeps the role', async () => {
    const id = await cli.stack.api.createRole();
    const run = await venue(['roles', 'delete', id], cli.as);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pass --yes');
    expect((await venue(['roles', 'get', id], cli.as)).code).toBe(0);
  });

  it('on a terminal asks first, naming the role; "n" keeps the role, "y" deletes it', async () => {
    const id = await cli.stack.api.createRole({ name: 'Cellar' });
    const question = 'Are you sure you want to delete this item? This action cannot be undone. [y/N]';
    const kept = await venue(['roles', 'delete', id], { ...cli.as, tty: true, answers: [{ when: question, reply: 'n' }] });
    expect(kept.stdout).toContain(`Confirm Delete (role "Cellar"): ${question}`);
    expect(kept.stdout).toContain('Cancelled; nothing was deleted.');
    expect((await venue(['roles', 'get', id], cli.as)).code).toBe(0);
    const gone = await venue(['roles', 'delete', id], { ...cli.as, tty: true, answers: [{ when: question, reply: 'y' }] });
    expect(gone.stdout).toContain('Role deleted successfully');
    expect((await venue(['roles', 'get', id], cli.as)).code).toBe(5);
  });

  it('--yes deletes at once; deleting again is exit 5', async () => {
    const id = await cli.stack.api.createRole();
    const run = await venue(['roles', 'delete', id, '--yes', '--json'], cli.as);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id });
    expect(run.stderr).toContain('Role deleted successfully');
    const again = await venue(['roles', 'delete', id, '--yes'], cli.as);
    expect(again.code).toBe(5);
  });

  it('a role sub-admins hold is refused (exit 6) with the count, alone and in bulk (exit 8, the reason per id), and kept', async () => {
    const id = await cli.stack.api.createRole({ permissions: [{ name: 'menu', view: true }] });
    await cli.stack.api.createSubAdmin({ roleId: id });
    await cli.stack.api.createSubAdmin({ roleId: id });
    const message = 'This role is still assigned to 2 sub-admins: give them another role before deleting this one';
    const one = await venue(['roles', 'delete', id, '--yes'], cli.as);
    expect(one.code).toBe(6);
    expect(one.stderr).toContain(message);
    const free = await cli.stack.api.createRole();
    const many = await venue(['roles', 'delete', free, id, '--yes'], cli.as);
    expect(many.code).toBe(8);
    expect(many.stderr).toContain(`failed  ${id}: ${message}`);
    expect((await venue(['roles', 'get', id], cli.as)).code).toBe(0);
    expect((await venue(['roles', 'get', free], cli.as)).code).toBe(0);
  });
});

describe('venue roles restore', () => {
  it('brings a deleted role back; --json prints it', async () => {
    const id = await cli.stack.api.createRole();
    await venue(['roles', 'delete', id, '--yes'], cli.as);
    const run = await venue(['roles', 'restore', id, '--json'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Role restored successfully');
    expect(JSON.parse(run.stdout)).toMatchObject({ id, status: 'ACTIVE' });
    expect((await venue(['roles', 'get', id], cli.as)).code).toBe(0);
  });

  it('an unknown id is exit 5 with the API message', async () => {
    const run = await venue(['roles', 'restore', randomUUID()], cli.as);
    expect(run.code).toBe(5);
    expect(run.stderr).toContain('Role not found');
  });
});

describe('venue roles create and update', () => {
  it('creates a role with --allow, then renames it keeping its permissions', async () => {
    const created = await venue(['roles', 'create', '--name', 'Door staff', '--allow', 'users:view', '--allow', 'menu:all', '--json'], cli.as);
    expect(created.code).toBe(0);
    const role = JSON.parse(created.stdout);
    expect(role.permissions.find((p: { module: string }) => p.module === 'menu')).toMatchObject({ all: true, view: true, del: true });
    expect(role.permissions.find((p: { module: string }) => p.module === 'users')).toMatchObject({ all: false, view: true, edit: false });
    const renamed = await venue(['roles', 'update', role.id, '--name', 'Door team', '--json'], cli.as);
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: 'Door team', permissions: role.permissions });
    expect((await venue(['roles', 'create', '--name', 'X', '--allow', 'bar:view'], cli.as)).code).toBe(6);
  });

  it('takes the actions as `venue roles get` heads them (delete as well as del) and a module as the CLI names its area', async () => {
    const created = await venue(['roles', 'create', '--name', 'Floor crew', '--allow', 'event-tickets:view,delete', '--allow', 'contact-us:view', '--allow', 'ips:edit', '--json'], cli.as);
    expect(created.code).toBe(0);
    const { permissions } = JSON.parse(created.stdout) as { permissions: { module: string; view: boolean; edit: boolean; del: boolean }[] };
    const of = (module: string) => permissions.find((p) => p.module === module);
    expect(of('eventTickets')).toMatchObject({ view: true, edit: false, del: true });
    expect(of('contactUs')).toMatchObject({ view: true, del: false });
    expect(of('intellectualProperties')).toMatchObject({ edit: true, del: false });
    const bad = await venue(['roles', 'create', '--name', 'Y', '--allow', 'users:remove'], cli.as);
    expect([bad.code, bad.stderr.trim()]).toEqual([6, 'venue: --allow users:remove: actions are all, add, view, edit, del (del or delete; e.g. menu:view,edit)']);
  });
});
