import { describe, expect, it, vi } from 'vitest';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();

describe('venue follow-us', () => {
  it('lists the six slots and switches one off', async () => {
    const list = await venue(['follow-us', 'list', '--json'], cli.as);
    expect(list.code).toBe(0);
    const slots = JSON.parse(list.stdout) as { id: string; position: number; status: string }[];
    expect(slots.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);

    const off = await venue(['follow-us', 'set-status', slots[2]!.id, 'inactive'], cli.as);
    expect(off).toMatchObject({ code: 0, stdout: '' });
    expect(off.stderr).toContain('Follow us status updated successfully');

    const rows = await venue(['follow-us', 'list'], cli.as);
    expect(rows.stdout.split('\n')[2]).toBe(`3\t${slots[2]!.id}\tInactive\tN/A`);
  });

  it('exits 5 for an unknown slot and 6 for a bad status', async () => {
    expect((await venue(['follow-us', 'set-status', '00000000-0000-4000-8000-000000000000', 'active'], cli.as)).code).toBe(5);
    expect((await venue(['follow-us', 'set-status', 'x', 'maybe'], cli.as)).code).toBe(6);
  });
});
