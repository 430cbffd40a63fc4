import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { formatDate } from '#domain/format';
import { RECORD_LABELS } from '#domain/record-labels';
import { makeHost, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { insertEvent, insertIp } from '../support/events.ts';
import { made, makeCategory, makeSection, makeTable } from '../support/floor.ts';
import { seedMedia } from '../support/seed-media.ts';
import { startWatchingProxy } from '../support/watching-proxy.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI, on a pseudo-terminal; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 120_000 });

const cli = useCliStack();
const QUESTION = 'Are you sure you want to delete this item? This action cannot be undone. [y/N]';

/** `venue <area> delete <id>` on a terminal, answering "n": what it showed. */
const declined = (area: string, id: string, as = cli.as) => venue([area, 'delete', id], { ...as, tty: true, answers: [{ when: QUESTION, reply: 'n' }] });

describe('Confirm Delete names the record as people know it', () => {
  // Every area with a get and a delete, a record of it and the name the question must give.
  const records: [area: string, noun: string, id: string, name: string][] = [];

  beforeAll(async () => {
    const api = cli.stack.api;
    const sub = await api.createSubAdmin({ name: 'Dana Door', email: 'dana@venue.test' });
    const user = await makeUser(api, 'guest-named@guest.test');
    const host = await makeHost(api, 'hana-named@venue.test');
    const ip = await insertIp(api, 'Noir');
    const event = await insertEvent(api, { name: 'Friday Fever', date: '2031-05-02', ipId: ip._id });
    const tickets = await makeTicketedEvent(api, { name: 'Saturday Soul', date: '2031-05-03' });
    const service = await made<{ _id: string }>(api, '/create/service', { title: 'Valet', description: 'At the door', image: await seedMedia(api.db, 'services') });
    const section = await makeSection(api, 'Terrace');
    const category = await makeCategory(api, 'Silver');
    const table = await makeTable(api, { sectionId: section._id, categoryId: category._id }, 'T-9');
    const memory = await made<{ _id: string; createdAt: string }>(api, '/create/eventGallery', { eventId: event._id, image: await seedMedia(api.db, 'eventMemories', { width: 800, height: 1200 }), metaData: { width: 2000, height: 3000 } });
    records.push(
      ['roles', 'role', await api.createRole({ name: 'Door staff', permissions: [{ name: 'menu', view: true }] }), '"Door staff"'],
      ['sub-admins', 'sub-admin', sub.id, '"Dana Door <dana@venue.test>"'],
      ['users', 'user', user._id, '"Guest Person <guest-named@guest.test>"'],
      ['hosts', 'host', host._id, '"Hana Host <hana-named@venue.test>"'],
      ['events', 'event', event._id, '"Friday Fever (Noir) · May 02, 2031"'],
      ['event-tickets', 'event ticket', tickets.ticketId, '"Saturday Soul · May 03, 2031"'],
      ['services', 'service', service._id, '"Valet"'],
      ['sections', 'section', section._id, '"Terrace"'],
      ['categories', 'category', category._id, '"Silver"'],
      ['tables', 'table', table._id, '"T-9"'],
      ['memory-events', 'memory', memory._id, `"Portrait picture added ${formatDate(memory.createdAt)}"`],
    );
  });

  it('covers every area with a get and a delete', () => {
    const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const both = AREAS.filter((area) => (area.operations as readonly string[]).includes('get') && (area.operations as readonly string[]).includes('delete'));
    expect(both.map((area) => kebab(area.key)).sort()).toEqual(records.map(([area]) => area).sort());
    expect(Object.keys(RECORD_LABELS).sort()).toEqual(both.map((area) => area.key).sort());
  });

  it('by its name, a person by name and email, an event by its IP and day; "n" keeps it', async () => {
    for (const [area, noun, id, name] of records) {
      const run = await declined(area, id);
      expect(run.stdout, `venue ${area} delete`).toContain(`Confirm Delete (${noun} ${name}): ${QUESTION}`);
      expect(run.stdout).not.toContain(id);
      expect(run.stdout).toContain('Cancelled; nothing was deleted.');
      expect(run.code).toBe(0);
      expect((await venue([area, 'get', id], cli.as)).code, `${area} ${id} kept`).toBe(0);
    }
  });

  it('"y" deletes the named record', async () => {
    const id = await cli.stack.api.createRole({ name: 'Bar back', permissions: [{ name: 'menu', view: true }] });
    const gone = await venue(['roles', 'delete', id], { ...cli.as, tty: true, answers: [{ when: QUESTION, reply: 'y' }] });
    expect(gone.stdout).toContain(`Confirm Delete (role "Bar back"): ${QUESTION}`);
    expect(gone.stdout).toContain('Role deleted successfully');
    expect((await venue(['roles', 'get', id], cli.as)).code).toBe(5);
  });

  it('a missing or deleted id is not found (exit 5) with the message --yes gives, and nothing is asked', async () => {
    const deleted = await cli.stack.api.createRole();
    expect((await venue(['roles', 'delete', deleted, '--yes'], cli.as)).code).toBe(0);
    for (const [area, id] of [['roles', randomUUID()], ['roles', deleted], ['users', randomUUID()], ['tables', randomUUID()]] as const) {
      const scripted = await venue([area, 'delete', id, '--yes'], cli.as);
      expect(scripted.code).toBe(5);
      const asked = await declined(area, id);
      expect([asked.code, asked.stdout.trim()], `${area} ${id}`).toEqual([5, scripted.stderr.trim()]);
    }
  });

  it('a read that fails otherwise (a gateway of another version refusing it) names the record by its id, and the delete goes on', async () => {
    const user = await makeUser(cli.stack.api);
    const refusal = { errors: [{ message: 'Cannot query field "dob" on type "User".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] };
    const seen: string[] = [];
    const proxy = await startWatchingProxy(cli.stack.gatewayUrl, ({ body }) => {
      const operation = body ? (JSON.parse(body) as { operationName?: string }).operationName : undefined;
      if (operation) seen.push(operation);
      if (operation && !/Delete/.test(operation)) return { status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify(refusal) };
    });
    try {
      const as = { home: cli.home, env: { ...cli.as.env, VENUE_GATEWAY: proxy.url } };
      const run = await venue(['users', 'delete', user._id], { ...as, tty: true, answers: [{ when: QUESTION, reply: 'y' }] });
      expect(run.stdout).toContain(`Confirm Delete (user ${user._id}): ${QUESTION}`);
      expect(run.stdout).toContain('User deleted successfully');
      expect(seen).toEqual([expect.not.stringMatching(/Delete/), expect.stringMatching(/Delete/)]);
    } finally {
      await proxy.close();
    }
    expect((await venue(['users', 'get', user._id], cli.as)).code).toBe(5);
  });

  it('an area without a get names the record by its id; off a terminal the refusal names the id, as before', async () => {
    const picture = await made<{ _id: string }>(cli.stack.api, '/create/gallery', { image: await seedMedia(cli.stack.api.db, 'gallery', { width: 800, height: 1200 }), metaData: { width: 2000, height: 3000 } });
    const run = await declined('galleries', picture._id);
    expect(run.stdout).toContain(`Confirm Delete (gallery picture ${picture._id}): ${QUESTION}`);
    const [, , id] = records[0]!;
    const refused = await venue(['roles', 'delete', id], cli.as);
    expect([refused.code, refused.stderr]).toEqual([2, `venue: Refusing to delete role ${id} without confirmation: pass --yes when not on a terminal.\n`]);
  });
});
