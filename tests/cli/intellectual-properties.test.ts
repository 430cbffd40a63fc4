import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { seedMedia } from '../support/seed-media.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;
let icon: string;

type Ip = { id: string; name: string; fullName: string; icon: string; weekDay: string | null };

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  icon = await seedMedia(stack.api.db, 'intellectualProperties');
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue ips', () => {
  it('create adds an IP, its night by name; list and get show it, with the day named', async () => {
    const created = await venue(['ips', 'create', '--name', 'Noir', '--full-name', 'Noir Fridays', '--icon', icon, '--week-day', 'fri', '--json'], as);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Intellectual property created successfully');
    const ip = JSON.parse(created.stdout) as Ip;
    expect(ip).toMatchObject({ name: 'Noir', fullName: 'Noir Fridays', icon, weekDay: 'FRIDAY' });
    await venue(['ips', 'create', '--name', 'Daylight', '--full-name', 'Daylight Club', '--icon', icon], as);

    const all = await venue(['intellectual-properties', 'list', '--json'], as);
    expect(all.code).toBe(0);
    expect((JSON.parse(all.stdout) as { items: Ip[] }).items.map((i) => i.name)).toEqual(['Daylight', 'Noir']);

    const rows = await venue(['ips', 'list', '--search', 'fridays'], as);
    expect(rows.stdout.trim().split('\t').slice(0, 5)).toEqual(['1', ip.id, 'Noir', 'Noir Fridays', 'Friday']);
    expect(rows.stderr).toContain('1-1 of 1');
    const none = await venue(['ips', 'list', '--search', 'daylight'], as);
    expect(none.stdout.trim().split('\t')[4]).toBe('N/A');

    const got = await venue(['ips', 'get', ip.id, '--json'], as);
    expect(JSON.parse(got.stdout)).toEqual(expect.objectContaining({ id: ip.id, weekDay: 'FRIDAY' }));
  });

  it('update changes only the flags given; --week-day none clears the night', async () => {
    const created = await venue(['ips', 'create', '--name', 'Sundown', '--full-name', 'Sundown Sessions', '--icon', icon, '--week-day', '7', '--json'], as);
    const ip = JSON.parse(created.stdout) as Ip;
    const renamed = await venue(['ips', 'update', ip.id, '--name', 'Sunset', '--json'], as);
    expect(renamed.code).toBe(0);
    expect(renamed.stderr).toContain('Intellectual property updated successfully');
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: 'Sunset', fullName: 'Sundown Sessions', icon, weekDay: 'SUNDAY' });
    const cleared = await venue(['ips', 'update', ip.id, '--week-day', 'none', '--json'], as);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ name: 'Sunset', weekDay: null });
  });

  it('has no set-status, delete or restore', async () => {
    const help = await venue(['ips', '--help'], as);
    expect(help.stdout).toContain('create');
    for (const verb of ['set-status', 'delete', 'restore']) expect(help.stdout).not.toMatch(new RegExp(`^\\s+${verb}\\b`, 'm'));
  });

  it('refuses a bad day (6), the API’s messages (6) and an unknown id (5)', async () => {
    const badDay = await venue(['ips', 'create', '--name', 'X', '--full-name', 'Y', '--icon', icon, '--week-day', 'someday'], as);
    expect(badDay.code).toBe(6);
    expect(badDay.stderr).toContain('--week-day must be a day');
    const noName = await venue(['ips', 'create', '--name', ' ', '--full-name', 'Y', '--icon', icon], as);
    expect(noName.code).toBe(6);
    expect(noName.stderr).toContain('Name is required');
    const noIcon = await venue(['ips', 'create', '--name', 'X', '--full-name', 'Y', '--icon', 'intellectualProperties/none.jpg'], as);
    expect(noIcon.code).toBe(6);
    expect(noIcon.stderr).toContain('Icon not found: upload it first');
    const missing = await venue(['ips', 'get', '00000000-0000-4000-8000-000000000000'], as);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('Intellectual property not found');
  });
});
