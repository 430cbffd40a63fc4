import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '../support/api.ts';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;
let roleId: string;

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  roleId = await stack.api.createRole({ name: 'Door', permissions: [{ name: 'events', view: true }] });
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue sub-admins', () => {
  it('create reads the password from stdin, and the new sub-admin can sign in; list --json finds them', async () => {
    const created = await venue(['sub-admins', 'create', '--name', 'Layla', '--email', 'layla@venue.test', '--role', roleId, '--password-stdin', '--json'], { ...as, input: 'Layla-pass-1\n' });
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Sub admin created successfully');
    expect(JSON.parse(created.stdout)).toMatchObject({ name: 'Layla', email: 'layla@venue.test', isBlocked: false, role: { id: roleId, name: 'Door' } });
    await expect(signIn(stack.api.url, 'layla@venue.test', 'Layla-pass-1')).resolves.toEqual(expect.any(String));

    const list = await venue(['sub-admins', 'list', '--search', 'layla', '--json'], as);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ count: 1, items: [{ email: 'layla@venue.test' }] });
  });

  it('block and unblock take effect at once; list prints tab-separated rows', async () => {
    const sub = await stack.api.createSubAdmin({ roleId, name: 'Milo', email: 'milo@venue.test' });
    const blocked = await venue(['sub-admins', 'block', sub.id], as);
    expect(blocked).toMatchObject({ code: 0, stderr: expect.stringContaining('Sub admin blocked successfully') });
    await expect(signIn(stack.api.url, sub.email, sub.password)).rejects.toThrow('Your account is blocked');

    const rows = (await venue(['sub-admins', 'list', '--search', 'milo'], as)).stdout.trim().split('\t');
    expect(rows.slice(0, 6)).toEqual(['1', sub.id, 'Milo', 'milo@venue.test', 'Door', 'Yes']);

    const unblocked = await venue(['sub-admins', 'unblock', sub.id, '--json'], as);
    expect(unblocked.code).toBe(0);
    expect(JSON.parse(unblocked.stdout)).toMatchObject({ id: sub.id, isBlocked: false });
  });

  it('reports bad input with the API message and exit 6; a short password is invalid input (6) before any call', async () => {
    const duplicate = await venue(['sub-admins', 'create', '--name', 'Dup', '--email', stack.api.adminEmail, '--role', roleId, '--password-stdin'], { ...as, input: 'Long-enough-1' });
    expect(duplicate.code).toBe(6);
    expect(duplicate.stderr).toContain('An account with this email already exists');
    const short = await venue(['sub-admins', 'create', '--name', 'Short', '--email', 's@venue.test', '--role', roleId, '--password-stdin'], { ...as, input: 'short' });
    expect(short.code).toBe(6);
    expect(short.stderr).toContain('Password must be at least 8 characters');
    const noPassword = await venue(['sub-admins', 'create', '--name', 'N', '--email', 'n@venue.test', '--role', roleId], as);
    expect(noPassword.code).toBe(2);
    expect(noPassword.stderr).toContain('--password-stdin');
  });

  it('a sub-admin is refused with exit 4', async () => {
    const sub = await stack.api.createSubAdmin({ roleId });
    const run = await venue(['sub-admins', 'list'], { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: sub.token } });
    expect(run.code).toBe(4);
  });
});
