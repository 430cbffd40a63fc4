import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { seedMedia } from '../support/seed-media.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let pictureId: string;

const post = async (path: string, body: unknown) => {
  const reply = await callApi<{ _id: string }>(cli.stack.api.url, 'post', path, { token: cli.stack.api.adminToken, body });
  if (!reply.body.data) throw new Error(reply.body.message);
  return reply.body.data._id;
};

beforeAll(async () => {
  pictureId = await post('/create/gallery', { image: await seedMedia(cli.stack.api.db, 'gallery', { width: 800, height: 1200 }), metaData: { width: 2000, height: 3000 } });
});

describe('venue galleries', () => {
  it('list shows orientation; set-status hides a picture', async () => {
    const list = await venue(['galleries', 'list', '--json'], cli.as);
    expect(JSON.parse(list.stdout)).toMatchObject({ count: 1, items: [{ id: pictureId, orientation: 'PORTRAIT', width: 2000, height: 3000 }] });
    const run = await venue(['galleries', 'set-status', pictureId, 'inactive', '--json'], cli.as);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: pictureId, status: 'INACTIVE' });
    expect(run.stderr).toContain('Gallery image status updated successfully');
  });
});
