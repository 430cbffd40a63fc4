import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const userIds: string[] = [];

const admin = <T>(method: string, path: string, body: unknown) => callApi<T>(cli.stack.api.url, method, path, { token: cli.stack.api.adminToken, body });

beforeAll(async () => {
  for (const firstName of ['Adam', 'Bilal', 'Celine']) {
    const reply = await admin<{ _id: string }>('post', '/create/user', { firstName, lastName: 'Guest', email: `${firstName.toLowerCase()}@guest.test`, mobileCode: '+971', mobileNo: '500000001', dob: '1991-07-04' });
    userIds.push(reply.body.data!._id);
  }
});

describe('venue users', () => {
  it('list --json prints the page newest first; the table rows follow the list columns', async () => {
    const json = await venue(['users', 'list', '--json', '--limit', '2'], cli.as);
    expect(json.code).toBe(0);
    const page = JSON.parse(json.stdout);
    expect(page.count).toBe(3);
    expect(page.items.map((u: { name: string }) => u.name)).toEqual(['Celine Guest', 'Bilal Guest']);

    const rows = (await venue(['users', 'list', '--search', 'adam'], cli.as)).stdout.trim().split('\t');
    expect(rows).toEqual(['1', userIds[0], expect.stringMatching(/^\w{3} \d{2}, \d{4}$/), 'Adam Guest', 'Jul 04, 1991', 'adam@guest.test', '+971 500000001']);
  });

  it('get prints one user; an unknown id is exit 5', async () => {
    const run = await venue(['users', 'get', userIds[1] ?? '', '--json'], cli.as);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: userIds[1], email: 'bilal@guest.test', dob: '1991-07-04' });
    const missing = await venue(['users', 'get', randomUUID()], cli.as);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('User not found');
  });

  it('delete needs --yes off a terminal; with it the user goes, and restore brings them back', async () => {
    const id = userIds[2] ?? '';
    expect((await venue(['users', 'delete', id], cli.as)).code).toBe(2);
    const gone = await venue(['users', 'delete', id, '--yes'], cli.as);
    expect(gone.code).toBe(0);
    expect(gone.stderr).toContain('User deleted successfully');
    expect((await venue(['users', 'get', id], cli.as)).code).toBe(5);
    const back = await venue(['users', 'restore', id, '--json'], cli.as);
    expect(back.code).toBe(0);
    expect(back.stderr).toContain('User restored successfully');
    expect(JSON.parse(back.stdout)).toMatchObject({ id, name: 'Celine Guest' });
    // Restoring a user who is not deleted is refused as a conflict (as deleting a deleted one is not found), changing nothing; a bulk restore says "skipped".
    const live = await venue(['users', 'restore', id, '--json'], cli.as);
    expect([live.code, live.stdout]).toEqual([6, '']);
    expect(live.stderr).toContain('User is not deleted');
    const many = await venue(['users', 'restore', id, id, '--yes'], cli.as);
    expect(many.code).toBe(0);
    expect(many.stderr).toContain('0 done, 0 failed, 1 skipped');
    expect((await venue(['users', 'get', id], cli.as)).code).toBe(0);
  });

  it('a sub-admin with only users:view may list but not delete (exit 4)', async () => {
    const sub = await cli.stack.api.createSubAdmin({ roleId: await cli.stack.api.createRole({ permissions: [{ name: 'users', view: true }] }) });
    const subAs = { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: sub.token } };
    expect((await venue(['users', 'list'], subAs)).code).toBe(0);
    const refused = await venue(['users', 'delete', userIds[0] ?? '', '--yes'], subAs);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('You do not have permission to perform this action');
  });
});

describe('venue users create and update', () => {
  it('create needs every field; update keeps the flags not given', async () => {
    const created = await venue(['users', 'create', '--first-name', 'Dana', '--last-name', 'Saleh', '--email', 'dana.cli@example.com', '--mobile-code', '+971', '--mobile-no', '501234567', '--dob', '1994-02-28', '--json'], cli.as);
    expect(created.code).toBe(0);
    const user = JSON.parse(created.stdout);
    const updated = await venue(['users', 'update', user.id, '--mobile-no', '509876543', '--json'], cli.as);
    expect(JSON.parse(updated.stdout)).toMatchObject({ firstName: 'Dana', email: 'dana.cli@example.com', mobileNo: '509876543', dob: user.dob });
    expect(await venue(['users', 'create', '--first-name', 'Only'], cli.as)).toMatchObject({ code: 2, stderr: 'venue: --last-name is required\n' });
  });
});
