import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
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

describe('venue hosts update', () => {
  it('changes the flags given and keeps the rest; a new password comes from stdin', async () => {
    const created = await venue(['hosts', 'create', '--first-name', 'Ola', '--last-name', 'Nour', '--email', 'ola@venue.test', '--password', 'long-enough', '--json'], as);
    const host = JSON.parse(created.stdout);
    const updated = await venue(['hosts', 'update', host.id, '--last-name', 'Noor', '--password-stdin', '--json'], { ...as, input: 'another-long-one\n' });
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({ firstName: 'Ola', lastName: 'Noor', email: 'ola@venue.test', passwordSet: true });
  });
});
