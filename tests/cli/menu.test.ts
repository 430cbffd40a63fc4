import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

type Menu = { _id: string; name: string; status: number };

let stack: TestStack;
let home: string;
let as: VenueOptions;
let slots: Menu[];
const statusOf = async (id: string) => (await callApi<Menu>(stack.api.url, 'get', `/get/menu/${id}`, { token: stack.api.adminToken })).body.data?.status;

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  slots = (await callApi<Menu[]>(stack.api.url, 'get', '/get/menu/list', { token: stack.api.adminToken })).body.data!;
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue menu list', () => {
  it('--json prints the slots in their order', async () => {
    const run = await venue(['menu', 'list', '--json'], as);
    expect(run.code).toBe(0);
    const menus = JSON.parse(run.stdout) as { id: string; name: string; status: string; pdf: string | null }[];
    expect(menus.map((m) => [m.id, m.name, m.status, m.pdf])).toEqual(slots.map((s) => [s._id, s.name, 'ACTIVE', null]));
  });

  it('without a terminal prints tab-separated rows, N/A where no file was uploaded; --search narrows', async () => {
    const run = await venue(['menu', 'list', '--search', 'drink'], as);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${slots[1]!._id}\tDrinks\tActive\tN/A\tN/A\n`);
    const none = await venue(['menu', 'list', '--search', 'caviar'], as);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('DATA NOT FOUND');
  });
});

describe('venue menu set-status', () => {
  it('hides and shows a slot with the API message', async () => {
    const id = slots[2]!._id;
    const off = await venue(['menu', 'set-status', id, 'inactive', '--json'], as);
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({ id, status: 'INACTIVE' });
    expect(off.stderr).toContain('Menu status updated successfully');
    expect(await statusOf(id)).toBe(2);
    expect((await venue(['menu', 'set-status', id, 'active'], as)).code).toBe(0);
    expect(await statusOf(id)).toBe(1);
  });

  it('a bad status word is exit 6, an unknown id exit 5, a role without menu edit exit 4; nothing changes', async () => {
    const id = slots[0]!._id;
    const bad = await venue(['menu', 'set-status', id, 'off'], as);
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('Status must be "active" or "inactive"');

    const unknown = await venue(['menu', 'set-status', randomUUID(), 'inactive'], as);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain('Menu not found');

    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'menu', view: true }] }) });
    const refused = await venue(['menu', 'set-status', id, 'inactive'], { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: viewer.token } });
    expect(refused.code).toBe(4);
    expect(await statusOf(id)).toBe(1);
  });
});
