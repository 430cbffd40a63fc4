import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
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

describe('venue follow-us', () => {
  it('lists the six slots and switches one off', async () => {
    const list = await venue(['follow-us', 'list', '--json'], as);
    expect(list.code).toBe(0);
    const slots = JSON.parse(list.stdout) as { id: string; position: number; status: string }[];
    expect(slots.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);

    const off = await venue(['follow-us', 'set-status', slots[2]!.id, 'inactive'], as);
    expect(off).toMatchObject({ code: 0, stdout: '' });
    expect(off.stderr).toContain('Follow us status updated successfully');

    const rows = await venue(['follow-us', 'list'], as);
    expect(rows.stdout.split('\n')[2]).toBe(`3\t${slots[2]!.id}\tInactive\tN/A`);
  });

  it('exits 5 for an unknown slot and 6 for a bad status', async () => {
    expect((await venue(['follow-us', 'set-status', '00000000-0000-4000-8000-000000000000', 'active'], as)).code).toBe(5);
    expect((await venue(['follow-us', 'set-status', 'x', 'maybe'], as)).code).toBe(6);
  });
});
