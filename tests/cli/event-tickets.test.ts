import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventTicketCategories } from '../../api/db/schema.ts';
import { callApi } from '../support/api.ts';
import { insertEvent } from '../support/events.ts';
import { useCliStack, venue } from './venue.ts';

// Each case spawns the CLI; on a busy machine a start-up can take seconds.
vi.setConfig({ testTimeout: 60_000 });

const cli = useCliStack();
let ticket: { _id: string; categories: { _id: string }[] };

/** A ticket set made through REST for a new event. */
async function makeSet(eventId: string) {
  const reply = await callApi<typeof ticket>(cli.stack.api.url, 'post', '/create/eventTicket', {
    token: cli.stack.api.adminToken,
    body: {
      eventId,
      categories: [
        { type: 1, name: 'Silver', offer: 'Welcome drink', price: 150, totalTickets: 300 },
        { type: 3, name: 'Premium', offer: 'Booth', price: 990.5, totalTickets: 100 },
      ],
    },
  });
  return reply.body.data!;
}

beforeAll(async () => {
  ticket = await makeSet((await insertEvent(cli.stack.api, { name: 'Neon Night', date: '2030-02-14' }))._id);
  await cli.stack.api.db.update(eventTicketCategories).set({ bookedTickets: 42 }).where(eq(eventTicketCategories.id, ticket.categories[0]!._id));
});

describe('venue event-tickets', () => {
  it('list shows the event, its date and booked/total and price per category; --json gives the page', async () => {
    const list = await venue(['event-tickets', 'list', '--search', 'neon'], cli.as);
    expect(list.code).toBe(0);
    expect(list.stdout.trim().split('\t').slice(0, 9)).toEqual(['1', ticket._id, 'Neon Night', 'Feb 14, 2030', 'Silver - 42/300; Premium - 0/100', 'Silver - 150; Premium - 990.5', 'On sale', 'No', 'Active']);
    const json = JSON.parse((await venue(['event-tickets', 'list', '--json'], cli.as)).stdout);
    expect(json).toMatchObject({ count: 1, items: [{ id: ticket._id, event: { name: 'Neon Night', date: '2030-02-14' }, categories: [{ type: 'SILVER', bookedTickets: 42 }, { type: 'PREMIUM' }] }] });
  });

  it('get prints one line per category, or the set as JSON', async () => {
    const shown = await venue(['event-tickets', 'get', ticket._id], cli.as);
    expect(shown.stdout.trim().split('\n').map((line) => line.split('\t'))).toEqual([
      ['Neon Night', 'Feb 14, 2030', 'Silver', 'Silver', 'Welcome drink', 'AED 150', '42', '300'],
      ['Neon Night', 'Feb 14, 2030', 'Premium', 'Premium', 'Booth', 'AED 990.5', '0', '100'],
    ]);
    expect(JSON.parse((await venue(['event-tickets', 'get', ticket._id, '--json'], cli.as)).stdout)).toMatchObject({ id: ticket._id, isBlocked: false, status: 'ACTIVE' });
  });

  it('block and unblock take the set off sale and back; set-status switches its status', async () => {
    const blocked = await venue(['event-tickets', 'block', ticket._id], cli.as);
    expect([blocked.code, blocked.stderr.trim()]).toEqual([0, 'Event ticket blocked successfully']);
    expect((await venue(['event-tickets', 'list'], cli.as)).stdout.split('\t').slice(6, 9)).toEqual(['Off sale', 'Blocked', 'Active']);
    const unblocked = await venue(['event-tickets', 'unblock', ticket._id, '--json'], cli.as);
    expect(JSON.parse(unblocked.stdout)).toMatchObject({ id: ticket._id, isBlocked: false });
    const off = await venue(['event-tickets', 'set-status', ticket._id, 'inactive', '--json'], cli.as);
    expect(off.stderr).toContain('Event ticket status updated successfully');
    expect(JSON.parse(off.stdout)).toMatchObject({ status: 'INACTIVE', isBlocked: false });
    // Unblocked but inactive is off sale: the list says so, and `--status active` (on sale) leaves it out.
    expect((await venue(['event-tickets', 'list'], cli.as)).stdout.split('\t').slice(6, 9)).toEqual(['Off sale', 'No', 'Inactive']);
    const listed = async (status: string) => JSON.parse((await venue(['event-tickets', 'list', '--search', 'neon', '--status', status, '--json'], cli.as)).stdout);
    expect(await listed('active')).toMatchObject({ count: 0 });
    expect(await listed('inactive')).toMatchObject({ count: 1, items: [{ id: ticket._id }] });
    expect((await venue(['event-tickets', 'set-status', ticket._id, 'active'], cli.as)).code).toBe(0);
  });

  it('delete needs --yes off a terminal; restore brings the set back unless its event has another (exit 6)', async () => {
    const eventId = (await insertEvent(cli.stack.api))._id;
    const set = await makeSet(eventId);
    expect((await venue(['event-tickets', 'delete', set._id], cli.as)).code).toBe(2);
    const deleted = await venue(['event-tickets', 'delete', set._id, '--yes'], cli.as);
    expect([deleted.code, deleted.stderr.trim()]).toEqual([0, 'Event ticket deleted successfully']);
    expect((await venue(['event-tickets', 'get', set._id], cli.as)).code).toBe(5);
    const restored = await venue(['event-tickets', 'restore', set._id], cli.as);
    expect([restored.code, restored.stderr.trim()]).toEqual([0, 'Event ticket restored successfully']);

    await venue(['event-tickets', 'delete', set._id, '--yes'], cli.as);
    await makeSet(eventId);
    const refused = await venue(['event-tickets', 'restore', set._id], cli.as);
    expect([refused.code, refused.stderr.trim()]).toEqual([6, 'venue: This event has another ticket set now: delete that one before restoring this one']);
  });

  it('an unknown set is exit 5', async () => {
    const run = await venue(['event-tickets', 'block', randomUUID()], cli.as);
    expect([run.code, run.stderr.trim()]).toEqual([5, 'venue: Event ticket not found']);
  });
});
