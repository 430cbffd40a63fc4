import { beforeAll, describe, expect, it, vi } from 'vitest';
import { insertEvent, insertIp } from '../support/events.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let event: { _id: string; name: string; date: string };

beforeAll(async () => {
  const ip = await insertIp(cli.stack.api, 'Afterglow');
  event = await insertEvent(cli.stack.api, { name: 'Neon Nights', ipId: ip._id });
  await insertEvent(cli.stack.api, { name: 'Jazz Brunch' });
});

describe('venue events', () => {
  it('list: newest first, the IP named, the time in 12-hour form; --search matches the IP name; --json', async () => {
    const list = await venue(['events', 'list'], cli.as);
    expect(list.code).toBe(0);
    const rows = list.stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(rows.map((row) => [row[3], row[4], row[6]])).toEqual([
      ['Jazz Brunch', 'N/A', '10:00 PM'],
      ['Neon Nights', 'Afterglow', '10:00 PM'],
    ]);
    const found = await venue(['events', 'list', '--search', 'afterGLOW', '--json'], cli.as);
    expect(JSON.parse(found.stdout)).toMatchObject({ count: 1, items: [{ id: event._id, name: 'Neon Nights', ip: { name: 'Afterglow' }, time: '22:00', date: event.date }] });
  });

  it('get prints every field; --json the record; an unknown id exits 5', async () => {
    const one = await venue(['events', 'get', event._id], cli.as);
    expect(one.stdout).toContain('Show the ticket at the door');
    expect(one.stdout).toContain('21+');
    const json = await venue(['events', 'get', event._id, '--json'], cli.as);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: event._id, admission: 21, address: 'The Venue, Dubai', inclusions: ['Entry'] });
    const missing = await venue(['events', 'get', '00000000-0000-4000-8000-000000000000'], cli.as);
    expect([missing.code, missing.stderr.trim()]).toEqual([5, 'venue: Event not found']);
  });

  it('set-status, delete --yes and restore, each with the API’s message', async () => {
    const off = await venue(['events', 'set-status', event._id, 'inactive', '--json'], cli.as);
    expect(off.code).toBe(0);
    expect(JSON.parse(off.stdout)).toMatchObject({ id: event._id, status: 'INACTIVE' });
    expect(off.stderr).toContain('Event status updated successfully');
    const deleted = await venue(['events', 'delete', event._id, '--yes', '--json'], cli.as);
    expect(JSON.parse(deleted.stdout)).toEqual({ id: event._id, message: 'Event deleted successfully' });
    const restored = await venue(['events', 'restore', event._id, '--json'], cli.as);
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: event._id, status: 'INACTIVE' });
    expect(restored.stderr).toContain('Event restored successfully');
  });
});
