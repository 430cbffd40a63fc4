import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../support/api.ts';
import { useCliStack, venue } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let roleId: string;

beforeAll(async () => {
  roleId = await cli.stack.api.createRole({ name: 'Door', permissions: [{ name: 'events', view: true }] });
});

describe('venue sub-admins', () => {
  it('create reads the password from stdin, and the new sub-admin can sign in; list --json finds them', async () => {
    const created = await venue(['sub-admins', 'create', '--name', 'Layla', '--email', 'layla@venue.test', '--role', roleId, '--password-stdin', '--json'], { ...cli.as, input: 'Layla-pass-1\n' });
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Sub admin created successfully');
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Layla', email: 'layla@venue.test', isBlocked: false, role: { id: roleId, name: 'Door' } });
    await expect(signIn(cli.stack.api.url, 'layla@venue.test', 'Layla-pass-1')).resolves.toEqual(expect.any(String));

    const list = await venue(['sub-admins', 'list', '--search', 'layla', '--json'], cli.as);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ count: 1, items: [{ email: 'layla@venue.test' }] });
  });

  it('block and unblock take effect at once; list prints tab-separated rows', async () => {
    const sub = await cli.stack.api.createSubAdmin({ roleId, name: 'Milo', email: 'milo@venue.test' });
    const blocked = await venue(['sub-admins', 'block', sub.id], cli.as);
    expect(blocked).toMatchObject({ code: 0, stderr: expect.stringContaining('Sub admin blocked successfully') });
    await expect(signIn(cli.stack.api.url, sub.email, sub.password)).rejects.toThrow('Your account is blocked');

    const rows = (await venue(['sub-admins', 'list', '--search', 'milo'], cli.as)).stdout.trim().split('\t');
    expect(rows.slice(0, 6)).toEqual(['1', sub.id, 'Milo', 'milo@venue.test', 'Door', 'Yes']);

    const unblocked = await venue(['sub-admins', 'unblock', sub.id, '--json'], cli.as);
    expect(unblocked.code).toBe(0);
    expect(JSON.parse(unblocked.stdout)).toMatchObject({ id: sub.id, isBlocked: false });
  });

  it('reports bad input with the API message and exit 6; a short password is invalid input (6) before any call', async () => {
    const duplicate = await venue(['sub-admins', 'create', '--name', 'Dup', '--email', cli.stack.api.adminEmail, '--role', roleId, '--password-stdin'], { ...cli.as, input: 'Long-enough-1' });
    expect(duplicate.code).toBe(6);
    expect(duplicate.stderr).toContain('This email is already used by another staff account (the Admin, a sub-admin or a host)');
    const short = await venue(['sub-admins', 'create', '--name', 'Short', '--email', 's@venue.test', '--role', roleId, '--password-stdin'], { ...cli.as, input: 'short' });
    expect(short.code).toBe(6);
    expect(short.stderr).toContain('Password must be at least 8 characters');
    const noPassword = await venue(['sub-admins', 'create', '--name', 'N', '--email', 'n@venue.test', '--role', roleId], cli.as);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin');
  });

  it('a sub-admin is refused with exit 4', async () => {
    const sub = await cli.stack.api.createSubAdmin({ roleId });
    const run = await venue(['sub-admins', 'list'], { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: sub.token } });
    expect(run.code).toBe(4);
  });
});
