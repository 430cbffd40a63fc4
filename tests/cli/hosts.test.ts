import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../api/auth/password.ts';
import { hosts } from '../../api/db/schema.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI one or more times; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();

describe('venue hosts', () => {
  it('create adds a host without ever printing the password; block and unblock flip it', async () => {
    const created = await venue(['hosts', 'create', '--first-name', 'Rami', '--last-name', 'Daher', '--email', 'rami@venue.test', '--password', 'rope-and-door', '--json'], cli.as);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Host created successfully');
    expect(created.stdout + created.stderr).not.toContain('rope-and-door');
    const host = JSON.parse(created.stdout);
    expect(host).toMatchObject({ name: 'Rami Daher', isBlocked: false, passwordSet: true });

    const blocked = await venue(['hosts', 'block', host.id], cli.as);
    expect(blocked.code).toBe(0);
    expect(blocked.stderr).toContain('Host blocked successfully');
    const listed = await venue(['hosts', 'list', '--search', 'rami'], cli.as);
    expect(listed.stdout.trim().split('\t').slice(3)).toEqual(['Rami Daher', 'rami@venue.test', 'Blocked']);
    const unblocked = await venue(['hosts', 'unblock', host.id, '--json'], cli.as);
    expect(JSON.parse(unblocked.stdout)).toMatchObject({ id: host.id, isBlocked: false });
    expect(JSON.parse((await venue(['hosts', 'list', '--json'], cli.as)).stdout).count).toBe(1);
  });

  it('bad input is exit 6 with the spec message; a missing flag or password off a terminal is exit 2', async () => {
    const short = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'ab@venue.test', '--password', 'short'], cli.as);
    expect(short.code).toBe(6);
    expect(short.stderr).toContain('Password must be at least 8 characters');
    const taken = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'RAMI@venue.test', '--password', 'long-enough'], cli.as);
    expect(taken.code).toBe(6);
    expect(taken.stderr).toContain('This email is already used by another staff account (the Admin, a sub-admin or a host)');
    expect((await venue(['hosts', 'create', '--last-name', 'B', '--email', 'x@venue.test', '--password', 'long-enough'], cli.as)).code).toBe(2);
    const noPassword = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'x@venue.test'], cli.as);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toBe('venue: Missing --password-stdin or --password (no terminal to ask on).\n');
    expect(JSON.parse((await venue(['hosts', 'list', '--json'], cli.as)).stdout).count).toBe(1);
  });

  it('create takes the password from stdin with --password-stdin, as sub-admins create and hosts update do', async () => {
    const created = await venue(['hosts', 'create', '--first-name', 'Sami', '--last-name', 'Aziz', '--email', 'sami@venue.test', '--password-stdin', '--json'], { ...cli.as, input: 'piped-door-pass\n' });
    expect(created.code).toBe(0);
    expect(created.stdout + created.stderr).not.toContain('piped-door-pass');
    const host = JSON.parse(created.stdout);
    expect(host).toMatchObject({ name: 'Sami Aziz', passwordSet: true });
    const [row] = await cli.stack.api.db.select({ hash: hosts.passwordHash }).from(hosts).where(eq(hosts.id, host.id));
    expect(await verifyPassword('piped-door-pass', row!.hash)).toBe(true);
    const both = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'both@venue.test', '--password', 'long-enough', '--password-stdin'], { ...cli.as, input: 'other-long-one\n' });
    expect(both).toMatchObject({ code: 2, stderr: 'venue: --password and --password-stdin cannot be used together\n' });
    const empty = await venue(['hosts', 'create', '--first-name', 'A', '--last-name', 'B', '--email', 'empty@venue.test', '--password-stdin'], { ...cli.as, input: '' });
    expect(empty).toMatchObject({ code: 2, stderr: 'venue: --password-stdin: nothing on stdin\n' });
  });

  it('get shows one host; delete needs --yes off a terminal, and restore brings the host back', async () => {
    const created = JSON.parse((await venue(['hosts', 'create', '--first-name', 'Lina', '--last-name', 'Sabbagh', '--email', 'lina@venue.test', '--password', 'rope-and-door', '--json'], cli.as)).stdout);
    const shown = await venue(['hosts', 'get', created.id, '--json'], cli.as);
    expect(JSON.parse(shown.stdout)).toMatchObject({ id: created.id, name: 'Lina Sabbagh', email: 'lina@venue.test' });
    expect((await venue(['hosts', 'delete', created.id], cli.as)).code).toBe(2);
    const deleted = await venue(['hosts', 'delete', created.id, '--yes'], cli.as);
    expect(deleted.stderr).toContain('Host deleted successfully');
    expect((await venue(['hosts', 'get', created.id], cli.as)).code).toBe(5);
    const restored = await venue(['hosts', 'restore', created.id], cli.as);
    expect(restored.code).toBe(0);
    expect(restored.stderr).toContain('Host restored successfully');
    expect((await venue(['hosts', 'get', created.id], cli.as)).code).toBe(0);
    await venue(['hosts', 'delete', created.id, '--yes'], cli.as);
  });

  it('blocking an unknown host is exit 5', async () => {
    const run = await venue(['hosts', 'block', randomUUID()], cli.as);
    expect(run.code).toBe(5);
    expect(run.stderr).toContain('Host not found');
  });
});

describe('venue hosts update', () => {
  it('changes the flags given and keeps the rest; a new password comes from stdin', async () => {
    const created = await venue(['hosts', 'create', '--first-name', 'Ola', '--last-name', 'Nour', '--email', 'ola@venue.test', '--password', 'long-enough', '--json'], cli.as);
    const host = JSON.parse(created.stdout);
    const updated = await venue(['hosts', 'update', host.id, '--last-name', 'Noor', '--password-stdin', '--json'], { ...cli.as, input: 'another-long-one\n' });
    expect(updated.code).toBe(0);
    expect(JSON.parse(updated.stdout)).toMatchObject({ firstName: 'Ola', lastName: 'Noor', email: 'ola@venue.test', passwordSet: true });
  });

  it('refuses an update with nothing to change (exit 2) before reading or sending anything', async () => {
    for (const id of [randomUUID(), JSON.parse((await venue(['hosts', 'list', '--json'], cli.as)).stdout).items[0].id as string]) {
      const run = await venue(['hosts', 'update', id], cli.as);
      expect(run).toMatchObject({ code: 2, stdout: '', stderr: 'venue: Nothing to change: give --first-name, --last-name, --email or --password-stdin\n' });
    }
    const users = await venue(['users', 'update', randomUUID(), '--json'], cli.as);
    expect([users.code, users.stderr]).toEqual([2, 'venue: Nothing to change: give --first-name, --last-name, --email, --mobile-code, --mobile-no or --dob\n']);
  });
});
