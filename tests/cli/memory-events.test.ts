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

  it('get <id> shows one picture with its event (--json: the record); an unknown or deleted id exits 5 "Memory not found"; a role without the memoryEvents view exits 4', async () => {
    const json = await venue(['memories', 'get', pictureId, '--json'], cli.as);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({ id: pictureId, eventId, image: expect.stringMatching(/^eventMemories\//), orientation: 'PORTRAIT', width: 2000, height: 3000, status: 'ACTIVE', createdAt: expect.any(String) });
    const plain = await venue(['memory-events', 'get', pictureId], cli.as);
    expect(plain.code).toBe(0);
    const [row] = plain.stdout.trim().split('\n');
    expect(row!.split('\t')).toEqual([pictureId, 'Portrait', 'Active', expect.any(String), expect.stringMatching(/^eventMemories\//), eventId]);
    for (const id of ['00000000-0000-4000-8000-000000000000', eventId]) {
      const unknown = await venue(['memories', 'get', id], cli.as);
      expect([unknown.code, unknown.stderr.trim(), unknown.stdout]).toEqual([5, 'venue: Memory not found', '']);
    }
    const image = await seedMedia(cli.stack.api.db, 'eventMemories', { width: 800, height: 1200 });
    const gone = (await callApi<{ _id: string }>(cli.stack.api.url, 'post', '/create/eventGallery', { token: cli.stack.api.adminToken, body: { image, eventId, metaData: { width: 2000, height: 3000 } } })).body.data!._id;
    await callApi(cli.stack.api.url, 'delete', '/delete/eventGallery', { token: cli.stack.api.adminToken, body: { eventGalleryId: gone, isDelete: true } });
    expect((await venue(['memories', 'get', gone], cli.as)).code).toBe(5);
    const outsider = await cli.stack.api.createSubAdmin({ roleId: await cli.stack.api.createRole({ permissions: [{ name: 'events', view: true }] }) });
    const refused = await venue(['memories', 'get', pictureId], { home: cli.home, env: { VENUE_GATEWAY: cli.stack.gatewayUrl, VENUE_TOKEN: outsider.token } });
    expect([refused.code, refused.stdout]).toEqual([4, '']);
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
