import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { callApi } from '../support/api.ts';
import { insertEvent } from '../support/events.ts';
import { insertSubscribers } from '../support/newsletters.ts';
import { closedPort, makeHome, useCliStack, venue } from './venue.ts';
import { parseCsv } from '../support/csv.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A record made through REST as the Admin: its id. */
const create = async (path: string, body: unknown) => {
  const reply = await callApi<{ _id: string }>(cli.stack.api.url, 'post', path, { token: cli.stack.api.adminToken, body });
  if (!reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data._id;
};

/** The values of `key` of the items `venue <args> --json` prints (exit 0, nothing on stderr). */
const listed = async (key: string, ...args: string[]) => {
  const run = await venue([...args, '--json'], cli.as);
  expect([run.code, run.stderr]).toEqual([0, '']);
  return (JSON.parse(run.stdout) as { items: Record<string, unknown>[] }).items.map((item) => item[key]);
};

describe('list --deleted and restore by filter (the trash)', () => {
  let kept: string;
  let gone: string;
  beforeAll(async () => {
    kept = await create('/create/role', { name: 'Door Kept', permissions: [{ name: 'users', view: true }] });
    gone = await create('/create/role', { name: 'Door Gone', permissions: [{ name: 'users', view: true }] });
    expect((await venue(['roles', 'delete', gone, '--yes'], cli.as)).code).toBe(0);
  });

  it('list --deleted shows only the deleted records; the plain list only the live ones', async () => {
    expect(await listed('id', 'roles', 'list', '--deleted', '--search', 'Door')).toEqual([gone]);
    expect(await listed('id', 'roles', 'list', '--search', 'Door')).toEqual([kept]);
  });

  it('every area with restore offers --deleted on its list, pointing at restore', async () => {
    const restorable = AREAS.filter((area) => (area.operations as readonly string[]).includes('restore'));
    expect(restorable.map((area) => kebab(area.key)).sort()).toEqual(
      ['categories', 'event-tickets', 'events', 'galleries', 'hosts', 'memory-events', 'roles', 'sections', 'services', 'sub-admins', 'tables', 'users'].sort(),
    );
    for (const area of restorable) {
      const help = (await venue([kebab(area.key), 'list', '--help'], cli.as)).stdout.replace(/\s+/g, ' ');
      expect(help, `venue ${kebab(area.key)} list --deleted`).toContain(`--deleted only the deleted ${area.nouns.many}; \`${kebab(area.key)} restore\` brings them back`);
    }
  });

  it('restore --where-search picks from the deleted records (--dry-run lists them); delete --where-search still reads the live list', async () => {
    const dry = await venue(['roles', 'restore', '--where-search', 'Door Gone', '--dry-run'], cli.as);
    expect([dry.code, dry.stdout]).toEqual([0, `${gone}\n`]);
    expect(dry.stderr).toContain('Dry run: would restore 1 role; nothing was changed.');
    const liveDry = await venue(['roles', 'delete', '--where-search', 'Door', '--dry-run'], cli.as);
    expect(liveDry.stdout).toBe(`${kept}\n`);

    const restored = await venue(['roles', 'restore', '--where-search', 'Door Gone', '--yes'], cli.as);
    expect(restored.code).toBe(0);
    expect(restored.stderr).toContain('Restored 1 of 1 role: 1 done, 0 failed, 0 skipped.');
    expect((await listed('id', 'roles', 'list', '--search', 'Door')).sort()).toEqual([kept, gone].sort());
    expect(await listed('id', 'roles', 'list', '--deleted', '--search', 'Door')).toEqual([]);
  });

  it('restore --where-status picks deleted records by status too; the help says it reads the deleted ones', async () => {
    expect((await venue(['roles', 'set-status', gone, 'inactive'], cli.as)).code).toBe(0);
    expect((await venue(['roles', 'delete', gone, '--yes'], cli.as)).code).toBe(0);
    const dry = await venue(['roles', 'restore', '--where-status', 'inactive', '--dry-run'], cli.as);
    expect([dry.code, dry.stdout]).toEqual([0, `${gone}\n`]);
    expect((await venue(['roles', 'restore', '--where-status', 'active', '--dry-run'], cli.as)).stderr).toContain('No roles to act on.');
    const help = (await venue(['roles', 'restore', '--help'], cli.as)).stdout.replace(/\s+/g, ' ');
    expect(help).toContain('act on every deleted role the list --deleted finds for this search');
  });
});

describe('list --status with each area’s own words, as the web and `venue export` take them', () => {
  it('hosts: --status blocked|unblocked (GraphQL blocked), and --where-status on their bulk verbs', async () => {
    const host = (firstName: string) => create('/create/host', { firstName, lastName: 'Filter', email: `${firstName.toLowerCase()}@filter.test`, password: 'door-list-2024' });
    const [open, shut] = [await host('Open'), await host('Shut')];
    expect((await venue(['hosts', 'block', shut], cli.as)).code).toBe(0);
    expect(await listed('id', 'hosts', 'list', '--search', 'filter', '--status', 'blocked')).toEqual([shut]);
    expect(await listed('id', 'hosts', 'list', '--search', 'filter', '--status', 'unblocked')).toEqual([open]);
    const bad = await venue(['hosts', 'list', '--status', 'active'], cli.as);
    expect([bad.code, bad.stderr.trim()]).toEqual([6, 'venue: Status must be "blocked" or "unblocked"']);
    const dry = await venue(['hosts', 'unblock', '--where-status', 'blocked', '--dry-run'], cli.as);
    expect(dry.stdout).toBe(`${shut}\n`);
  });

  it('newsletters: --status subscribed|unsubscribed (GraphQL subscribed)', async () => {
    await insertSubscribers(cli.stack.api.db, ['in@list.test'], true);
    await insertSubscribers(cli.stack.api.db, ['out@list.test'], false);
    expect(await listed('email', 'newsletters', 'list', '--search', 'list.test', '--status', 'subscribed')).toEqual(['in@list.test']);
    expect(await listed('email', 'newsletters', 'list', '--search', 'list.test', '--status', 'unsubscribed')).toEqual(['out@list.test']);
  });

  it('event-tickets: --status active is on sale (active, not blocked), inactive off sale; --event <id> keeps one event’s set', async () => {
    const set = async (name: string) => {
      const event = await insertEvent(cli.stack.api, { name, date: '2031-05-01' });
      return { event: event._id, set: await create('/create/eventTicket', { eventId: event._id, categories: [{ type: 1, name: 'Silver', offer: 'Drink', price: 100, totalTickets: 100 }] }) };
    };
    const [onSale, offSale] = [await set('Sale Open'), await set('Sale Shut')];
    expect((await venue(['event-tickets', 'block', offSale.set], cli.as)).code).toBe(0);
    expect(await listed('id', 'event-tickets', 'list', '--search', 'Sale', '--status', 'active')).toEqual([onSale.set]);
    expect(await listed('id', 'event-tickets', 'list', '--search', 'Sale', '--status', 'inactive')).toEqual([offSale.set]);
    expect(await listed('id', 'event-tickets', 'list', '--event', offSale.event)).toEqual([offSale.set]);
    expect(await listed('id', 'event-tickets', 'list', '--event', onSale.event)).toEqual([onSale.set]);
    // The export takes the words as the list does: on sale, off sale.
    const exported = async (status: string) => parseCsv((await venue(['export', 'event-tickets', '--csv', '--search', 'Sale', '--status', status], cli.as)).stdout).slice(1).map((row) => row[2]);
    expect(await exported('active')).toEqual(['Sale Open']);
    expect(await exported('inactive')).toEqual(['Sale Shut']);
  });
});

describe('smoke --lists and the global --gateway', () => {
  it('smoke --lists --json checks the lists of hand-built areas too (sections, categories, tables, bookings), not memory-events', async () => {
    const run = await venue(['smoke', cli.stack.gatewayUrl, '--email', cli.stack.api.adminEmail, '--password-stdin', '--json', '--lists'], { home: cli.home, input: `${cli.stack.api.adminPassword}\n` });
    expect(run.code).toBe(0);
    const names = (JSON.parse(run.stdout) as { checks: { name: string; result: string }[] }).checks.map((check) => [check.name, check.result]);
    for (const area of ['sections', 'categories', 'tables', 'bookings', 'roles', 'newsletters']) expect(names).toContainEqual([`list ${area}`, 'passed']);
    expect(names.map(([name]) => name)).not.toContain('list memory-events');
  });

  it('VENUE_TOKEN works alone with --gateway, before or after the command, over VENUE_GATEWAY', async () => {
    const token = { VENUE_TOKEN: cli.stack.api.adminToken };
    const before = await venue(['--gateway', cli.stack.gatewayUrl, 'whoami', '--json'], { home: makeHome(), env: token });
    expect(before.code).toBe(0);
    expect(JSON.parse(before.stdout)).toMatchObject({ email: cli.stack.api.adminEmail, gateway: cli.stack.gatewayUrl });
    const after = await venue(['roles', 'list', '--gateway', cli.stack.gatewayUrl, '--json'], { home: makeHome(), env: { ...token, VENUE_GATEWAY: `http://127.0.0.1:${await closedPort()}` } });
    expect(after.code).toBe(0);
    expect(JSON.parse(after.stdout)).toMatchObject({ count: expect.any(Number), items: expect.any(Array) });
    const alone = await venue(['roles', 'list'], { home: makeHome(), env: token });
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('pass --gateway <url>');
    expect((await venue(['--help'], { home: cli.home })).stdout).toContain('--gateway <url>');
  });
});

describe('help lines', () => {
  it('say "an" before a vowel sound: an event, an event ticket; a user, a role', async () => {
    const help = async (area: string) => (await venue([area, '--help'], cli.as)).stdout.replace(/\s+/g, ' ');
    expect(await help('events')).toContain('delete an event (asks');
    expect(await help('events')).toContain('activate or deactivate an event');
    expect(await help('event-tickets')).toContain('delete an event ticket (asks');
    expect(await help('users')).toContain('delete a user (asks');
    expect(await help('roles')).toContain('delete a role (asks');
    const blank = await venue(['events', 'get', ' '], cli.as);
    expect([blank.code, blank.stderr.trim()]).toEqual([6, 'venue: An event id is required']);
  });
});
