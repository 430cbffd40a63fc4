import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

type Menu = { _id: string; name: string; status: number };

const cli = useCliStack();
let slots: Menu[];
const statusOf = async (id: string) => (await callApi<Menu>(cli.stack.api.url, 'get', `/get/menu/${id}`, { token: cli.stack.api.adminToken })).body.data?.status;

beforeAll(async () => {
  slots = (await callApi<Menu[]>(cli.stack.api.url, 'get', '/get/menu/list', { token: cli.stack.api.adminToken })).body.data!;
});

describe('venue menu list', () => {
  it('--json prints the slots in their order', async () => {
    const run = await venue(['menu', 'list', '--json'], cli.as);
    expect(run.code).toBe(0);
    const menus = JSON.parse(run.stdout) as { id: string; name: string; status: string; pdf: string | null }[];
    expect(menus.map((m) => [m.id, m.name, m.status, m.pdf])).toEqual(slots.map((s) => [s._id, s.name, 'ACTIVE', null]));
  });

  it('without a terminal prints tab-separated rows, N/A where no file was uploaded; --search narrows', async () => {
    const run = await venue(['menu', 'list', '--search', 'drink'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`${slots[1]!._id}\tDrinks\tActive\tN/A\tN/A\n`);
    const none = await venue(['menu', 'list', '--search', 'caviar'], cli.as);
    expect(none.stdout).toBe('');
    expect(none.stderr).toContain('DATA NOT FOUND');
  });
});

describe('venue menu set-status', () => {
  it('hides and shows a slot with the API message', async () => {
    const id = slots[2]!._id;
    const off = await venue(['menu', 'set-status', id, 'inactive', '--json'], cli.as);
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({ id, status: 'INACTIVE' });
    expect(off.stderr).toContain('Menu status updated successfully');
    expect(await statusOf(id)).toBe(2);
    expect((await venue(['menu', 'set-status', id, 'active'], cli.as)).code).toBe(0);
    expect(await statusOf(id)).toBe(1);
  });

  it('a bad status word is exit 6, an unknown id exit 5, a role without menu edit exit 4; nothing changes', async () => {
    const id = slots[0]!._id;
    const bad = await venue(['menu', 'set-status', id, 'off'], cli.as);
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('Status must be "active" or "inactive"');

    const unknown = await venue(['menu', 'set-status', randomUUID(), 'inactive'], cli.as);
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toContain('Menu not found');

    const viewer = await cli.stack.api.createSubAdmin({ roleId: await cli.stack.api.createRole({ permissions: [{ name: 'menu', view: true }] }) });
    const refused = await venue(['menu', 'set-status', id, 'inactive'], { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: viewer.token } });
    expect(refused.code).toBe(4);
    expect(await statusOf(id)).toBe(1);
  });
});
