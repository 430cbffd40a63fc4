import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { insertEvent } from '../support/events.ts';
import { startTestStack, type TestStack } from '../support/gateway.ts';
import { seedMedia } from '../support/seed-media.ts';
import { makeHome, venue, type VenueOptions } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

let stack: TestStack;
let home: string;
let as: VenueOptions;
let eventId: string;
let pictureId: string;

beforeAll(async () => {
  stack = await startTestStack();
  home = makeHome();
  as = { home, env: { VENUE_GATEWAY: stack.gatewayUrl, VENUE_TOKEN: stack.api.adminToken } };
  eventId = (await insertEvent(stack.api))._id;
  const image = await seedMedia(stack.api.db, 'eventMemories', { width: 800, height: 1200 });
  const reply = await callApi<{ _id: string }>(stack.api.url, 'post', '/create/eventGallery', { token: stack.api.adminToken, body: { image, eventId, metaData: { width: 2000, height: 3000 } } });
  pictureId = reply.body.data!._id;
});
afterAll(async () => {
  await stack?.close();
  rmSync(home, { recursive: true, force: true });
});

describe('venue memories (memory-events)', () => {
  it('list --event shows that event’s pictures; without --event it is a usage error; an unknown event exits 5', async () => {
    const list = await venue(['memories', 'list', '--event', eventId, '--json'], as);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout)).toMatchObject({ count: 1, items: [{ id: pictureId, eventId, orientation: 'PORTRAIT', width: 2000, height: 3000 }] });
    const plain = await venue(['memory-events', 'list', '--event', eventId], as);
    expect(plain.stdout.trim().split('\t').slice(0, 4)).toEqual(['1', pictureId, 'Portrait', 'Active']);
    const missing = await venue(['memories', 'list'], as);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("required option '--event <id>' not specified");
    const unknown = await venue(['memories', 'list', '--event', '00000000-0000-4000-8000-000000000000'], as);
    expect([unknown.code, unknown.stderr.trim()]).toEqual([5, 'venue: Event not found']);
  });

  it('set-status, delete and restore', async () => {
    const off = await venue(['memories', 'set-status', pictureId, 'inactive', '--json'], as);
    expect(JSON.parse(off.stdout)).toMatchObject({ id: pictureId, status: 'INACTIVE' });
    expect(off.stderr).toContain('Memory status updated successfully');
    const deleted = await venue(['memories', 'delete', pictureId, '--yes', '--json'], as);
    expect(JSON.parse(deleted.stdout)).toEqual({ id: pictureId, message: 'Memory deleted successfully' });
    const restored = await venue(['memories', 'restore', pictureId, '--json'], as);
    expect(JSON.parse(restored.stdout)).toMatchObject({ id: pictureId, status: 'INACTIVE' });
  });
});
