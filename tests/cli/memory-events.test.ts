import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { insertEvent } from '../support/events.ts';
import { seedMedia } from '../support/seed-media.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let eventId: string;
let pictureId: string;

beforeAll(async () => {
  eventId = (await insertEvent(cli.stack.api))._id;
  const image = await seedMedia(cli.stack.api.db, 'eventMemories', { width: 800, height: 1200 });
  const reply = await callApi<{ _id: string }>(cli.stack.api.url, 'post', '/create/eventGallery', { token: cli.stack.api.adminToken, body: { image, eventId, metaData: { width: 2000, height: 3000 } } });
  pictureId = reply.body.data!._id;
});

describe('venue memories (memory-events)', () => {
  it('list --event shows that event’s pictures; without --event it is a usage error; an unknown event exits 5', async () => {
    const list = await venue(['memories', 'list', '--event', eventId, '--json'], cli.as);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ count: 1, items: [{ id: pictureId, eventId, orientation: 'PORTRAIT', width: 2000, height: 3000 }] });
    const plain = await venue(['memory-events', 'list', '--event', eventId], cli.as);
    expect(plain.stdout.trim().split('\t').slice(0, 4)).toEqual(['1', pictureId, 'Portrait', 'Active']);
    const missing = await venue(['memories', 'list'], cli.as);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("venue: Required option '--event <id>' not specified\n");
    const unknown = await venue(['memories', 'list', '--event', '00000000-0000-4000-8000-000000000000'], cli.as);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([5, 'venue: Event not found']);
  });

  it('set-status, delete and restore', async () => {
    const off = await venue(['memories', 'set-status', pictureId, 'inactive', '--json'], cli.as);
    expect(JSON.parse(off.stdout)).toMatchObject({ id: pictureId, status: 'INACTIVE' });
    expect(off.stderr).toContain('Memory status updated successfully');
    const deleted = await venue(['memories', 'delete', pictureId, '--yes', '--json'], cli.as);
    expect(JSON.parse(deleted.stdout)).toEqual({ id: pictureId, message: 'Memory deleted successfully' });
    const restored = await venue(['memories', 'restore', pictureId, '--json'], cli.as);
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: pictureId, status: 'INACTIVE' });
  });
});
