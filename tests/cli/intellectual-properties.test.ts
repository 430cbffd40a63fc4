import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedMedia } from '../support/seed-media.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let icon: string;

type Ip = { id: string; name: string; fullName: string; icon: string; weekDay: string | null };

beforeAll(async () => {
  icon = await seedMedia(cli.stack.api.db, 'intellectualProperties');
});

describe('venue ips', () => {
  it('create adds an IP, its night by name; list and get show it, with the day named', async () => {
    const created = await venue(['ips', 'create', '--name', 'Noir', '--full-name', 'Noir Fridays', '--icon', icon, '--week-day', 'fri', '--json'], cli.as);
    expect(created.code).toBe(0);
    expect(created.stderr).toContain('Intellectual property created successfully');
    const ip = JSON.parse(created.stdout) as Ip;
    expect(ip).toMatchObject({ name: 'Noir', fullName: 'Noir Fridays', icon, weekDay: 'FRIDAY' });
    await venue(['ips', 'create', '--name', 'Daylight', '--full-name', 'Daylight Club', '--icon', icon], cli.as);

    const all = await venue(['intellectual-properties', 'list', '--json'], cli.as);
    expect(all.code).toBe(0);
    expect((JSON.parse(all.stdout) as { items: Ip[] }).items.map((i) => i.name)).toEqual(['Daylight', 'Noir']);

    const rows = await venue(['ips', 'list', '--search', 'fridays'], cli.as);
    expect(rows.stdout.trim().split('\t').slice(0, 5)).toEqual(['1', ip.id, 'Noir', 'Noir Fridays', 'Friday']);
    expect(rows.stderr).toContain('1-1 of 1');
    const none = await venue(['ips', 'list', '--search', 'daylight'], cli.as);
    expect(none.stdout.trim().split('\t')[4]).toBe('N/A');

    const got = await venue(['ips', 'get', ip.id, '--json'], cli.as);
    expect(JSON.parse(got.stdout)).toEqual(expect.objectContaining({ id: ip.id, weekDay: 'FRIDAY' }));
  });

  it('update changes only the flags given; --week-day none clears the night', async () => {
    const created = await venue(['ips', 'create', '--name', 'Sundown', '--full-name', 'Sundown Sessions', '--icon', icon, '--week-day', '7', '--json'], cli.as);
    const ip = JSON.parse(created.stdout) as Ip;
    const renamed = await venue(['ips', 'update', ip.id, '--name', 'Sunset', '--json'], cli.as);
    expect(renamed.code).toBe(0);
    expect(renamed.stderr).toContain('Intellectual property updated successfully');
    expect(JSON.parse(renamed.stdout)).toMatchObject({ name: 'Sunset', fullName: 'Sundown Sessions', icon, weekDay: 'SUNDAY' });
    const cleared = await venue(['ips', 'update', ip.id, '--week-day', 'none', '--json'], cli.as);
    expect(JSON.parse(cleared.stdout)).toMatchObject({ name: 'Sunset', weekDay: null });
  });

  it('has no set-status, delete or restore', async () => {
    const help = await venue(['ips', '--help'], cli.as);
    expect(help.stdout).toContain('create');
    for (const verb of ['set-status', 'delete', 'restore']) expect(help.stdout).not.toMatch(new RegExp(`^\\s+${verb}\\b`, 'm'));
  });

  it('refuses a bad day (6), the API’s messages (6) and an unknown id (5)', async () => {
    const badDay = await venue(['ips', 'create', '--name', 'X', '--full-name', 'Y', '--icon', icon, '--week-day', 'someday'], cli.as);
    expect(badDay.code).toBe(6);
    expect(badDay.stderr).toContain('--week-day must be a day');
    const noName = await venue(['ips', 'create', '--name', ' ', '--full-name', 'Y', '--icon', icon], cli.as);
    expect(noName.code).toBe(6);
    expect(noName.stderr).toContain('Name is required');
    const noIcon = await venue(['ips', 'create', '--name', 'X', '--full-name', 'Y', '--icon', 'intellectualProperties/none.jpg'], cli.as);
    expect(noIcon.code).toBe(6);
    expect(noIcon.stderr).toContain('Icon not found: upload it first');
    const missing = await venue(['ips', 'get', '00000000-0000-4000-8000-000000000000'], cli.as);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('Intellectual property not found');
  });
});
