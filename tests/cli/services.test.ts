import { beforeAll, describe, expect, it, vi } from 'vitest';
import { callApi } from '../support/api.ts';
import { seedMedia } from '../support/seed-media.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
const serviceIds: string[] = [];

const post = async (path: string, body: unknown) => {
  const reply = await callApi<{ _id: string }>(cli.stack.api.url, 'post', path, { token: cli.stack.api.adminToken, body });
  if (!reply.body.data) throw new Error(reply.body.message);
  return reply.body.data._id;
};

beforeAll(async () => {
  const image = await seedMedia(cli.stack.api.db, 'services');
  for (const title of ['Valet', 'Cloakroom', 'Bottle service']) serviceIds.push(await post('/create/service', { title, description: `${title} desk`, image }));
});

describe('venue services', () => {
  it('list --json prints the page newest first; --search finds by title', async () => {
    const all = await venue(['services', 'list', '--json'], cli.as);
    expect(all.code).toBe(0);
    expect(JSON.parse(all.stdout).items.map((s: { title: string }) => s.title)).toEqual(['Bottle service', 'Cloakroom', 'Valet']);
    const found = await venue(['services', 'list', '--search', 'cloak'], cli.as);
    expect(found.stdout.trim().split('\t').slice(0, 4)).toEqual(['1', serviceIds[1], 'Cloakroom', 'Active']);
    expect(found.stderr).toContain('1-1 of 1');
  });

  it('get prints one service with its description', async () => {
    const run = await venue(['services', 'get', serviceIds[0]!, '--json'], cli.as);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: serviceIds[0], title: 'Valet', description: 'Valet desk', status: 'ACTIVE' });
  });

  it('set-status switches a service and says so; a bad status is invalid input (6)', async () => {
    const run = await venue(['services', 'set-status', serviceIds[0]!, 'inactive'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Service status updated successfully');
    const bad = await venue(['services', 'set-status', serviceIds[0]!, 'off'], cli.as);
    expect(bad.code).toBe(6);
    expect(bad.stderr).toContain('Status must be "active" or "inactive"');
  });

  it('delete needs --yes off a terminal, then deletes; a second delete is not found (5)', async () => {
    const refused = await venue(['services', 'delete', serviceIds[2]!], cli.as);
    expect(refused.code).toBe(2);
    const run = await venue(['services', 'delete', serviceIds[2]!, '--yes'], cli.as);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('Service deleted successfully');
    const again = await venue(['services', 'delete', serviceIds[2]!, '--yes'], cli.as);
    expect(again.code).toBe(5);
    expect(again.stderr).toContain('Service not found');
  });
});
