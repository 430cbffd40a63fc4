import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;
const userIds: string[] = [];

const admin = <T>(method: string, path: string, body: unknown) => callApi<T>(stack.api.url, method, path, { token: stack.api.adminToken, body });

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  for (const firstName of ['Adam', 'Bilal', 'Celine']) {
    const reply = await admin<{ _id: string }>('post', '/create/user', { firstName, lastName: 'Guest', email: `${firstName.toLowerCase()}@guest.test`, mobileCode: '+971', mobileNo: '500000001', dob: '1991-07-04' });
    userIds.push(reply.body.data!._id);
  }
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue users', () => {
  it('list --json prints the page newest first; the table rows follow the list columns', async () => {
    const json = await venue(['users', 'list', '--json', '--limit', '2'], as);
    expect(json.code).toBe(0);
    const page = JSON.parse(json.stdout);
    expect(page.count).toBe(3);
    expect(page.items.map((u: { name: string }) => u.name)).toEqual(['Celine Guest', 'Bilal Guest']);

    const rows = (await venue(['users', 'list', '--search', 'adam'], as)).stdout.trim().split('\t');
    expect(rows).toEqual(['1', userIds[0], expect.stringMatching(/^\w{3} \d{2}, \d{4}$/), 'Adam Guest', 'Jul 04, 1991', 'adam@guest.test', '+971 500000001']);
  });

  it('get prints one user; an unknown id is exit 5', async () => {
    const run = await venue(['users', 'get', userIds[1] ?? '', '--json'], as);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: userIds[1], email: 'bilal@guest.test', dob: '1991-07-04' });
    const missing = await venue(['users', 'get', randomUUID()], as);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('User not found');
  });

  it('delete needs --yes off a terminal; with it the user goes, and restore brings them back', async () => {
    const id = userIds[2] ?? '';
    expect((await venue(['users', 'delete', id], as)).code).toBe(2);
    const gone = await venue(['users', 'delete', id, '--yes'], as);
    expect(gone.code).toBe(0);
    expect(gone.stderr).toContain('User deleted successfully');
    expect((await venue(['users', 'get', id], as)).code).toBe(5);
    const back = await venue(['users', 'restore', id, '--json'], as);
    expect(back.code).toBe(0);
    expect(back.stderr).toContain('User restored successfully');
    expect(JSON.parse(back.stdout)).toMatchObject({ id, name: 'Celine Guest' });
  });

  it('a sub-admin with only users:view may list but not delete (exit 4)', async () => {
    const sub = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'users', view: true }] }) });
    const subAs = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: sub.token } };
    expect((await venue(['users', 'list'], subAs)).code).toBe(0);
    const refused = await venue(['users', 'delete', userIds[0] ?? '', '--yes'], subAs);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('You do not have permission to perform this action');
  });
});

describe('venue hosts', () => {
  it('create adds a host without ever printing the password; block and unblock flip it', async () => {
    const created = await venue(['hosts', 'create', '--first-name', 'Rami', '--last-name', 'Daher', '--email', 'rami@venue.test', '--password', 'rope-and-door', '--json'], as);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Host created successfully');
    expect(created.stdout + created.stderr).not.toContain('rope-and-door');
    const host = JSON.parse(created.stdout);
    expect(host).toMatchObject({ name: 'Rami Daher', isBlocked: false, passwordSet: true });

    const blocked = await venue(['hosts', 'block', host.id], as);
    expect(blocked.code).toBe(0);
    expect(blocked.stderr).toContain('Host blocked successfully');
    const listed = await venue(['hosts', 'list', '--search', 'rami'], as);
    expect(listed.stdout.trim().split('\t').slice(3)).toEqual(['Rami Daher', 'rami@venue.test', 'Blocked']);
    const unblocked = await venue(['hosts', 'unblock', host.id, '--json'], as);
    expect(JSON.parse(unblocked.stdout)).toMatchObject({ id: host.id, isBlocked: false });
    expect(JSON.parse((await venue(['hosts', 'list', '--json'], as)).stdout).count).toBe(1);
  });

  it('bad input is exit 6 with the spec message; a missing flag or password off a terminal is exit 2', async () => {
    const short = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'ab@venue.test', '--password', 'short'], as);
    expect(short.code).toBe(6);
    expect(short.stderr).toContain('Password must be at least 8 characters');
    const taken = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'RAMI@venue.test', '--password', 'long-enough'], as);
    expect(taken.code).toBe(6);
    expect(taken.stderr).toContain('A host with this email already exists');
    expect((await venue(['hosts', 'create', '--last-name', 'B', '--email', 'x@venue.test', '--password', 'long-enough'], as)).code).toBe(2);
    const noPassword = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'x@venue.test'], as);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password is required when not on a terminal');
    expect(JSON.parse((await venue(['hosts', 'list', '--json'], as)).stdout).count).toBe(1);
  });

  it('get shows one host; delete needs --yes off a terminal, and restore brings the host back', async () => {
    const created = JSON.parse((await venue(['hosts', 'create', '--first-name', 'Lina', '--last-name', 'Sabbagh', '--email', 'lina@venue.test', '--password', 'rope-and-door', '--json'], as)).stdout);
    const shown = await venue(['hosts', 'get', created.id, '--json'], as);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: created.id, name: 'Lina Sabbagh', email: 'lina@venue.test' });
    expect((await venue(['hosts', 'delete', created.id], as)).code).toBe(2);
    const deleted = await venue(['hosts', 'delete', created.id, '--yes'], as);
    expect(deleted.stderr).toContain('Host deleted successfully');
    expect((await venue(['hosts', 'get', created.id], as)).code).toBe(5);
    const restored = await venue(['hosts', 'restore', created.id], as);
    expect(restored.code).toBe(0);
    expect(restored.stderr).toContain('Host restored successfully');
    expect((await venue(['hosts', 'get', created.id], as)).code).toBe(0);
    await venue(['hosts', 'delete', created.id, '--yes'], as);
  });

  it('blocking an unknown host is exit 5', async () => {
    const run = await venue(['hosts', 'block', randomUUID()], as);
    expect(run.code).toBe(5);
    expect(run.stderr).toContain('Host not found');
  });
});
