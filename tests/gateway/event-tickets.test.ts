import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventTicketCategories } from '../../api/db/schema.ts';
import { startCountingStack, type CountingStack } from '../support/counting-stack.ts';
import { insertEvent } from '../support/events.ts';
import { codes, gql } from './lib/gql.ts';

const TICKET_FIELDS = 'id event { id name date image } status isBlocked categories { id type name offer price totalTickets bookedTickets } createdAt';
const TICKETS = `query T($search: String, $eventId: ID, $deleted: Boolean) { eventTickets(search: $search, eventId: $eventId, deleted: $deleted) { count items { ${TICKET_FIELDS} } } }`;
const TICKET = `query T($id: ID!) { eventTicket(id: $id) { ${TICKET_FIELDS} } }`;
const CREATE = `mutation C($input: CreateEventTicketInput!) { createEventTicket(input: $input) { message eventTicket { ${TICKET_FIELDS} } } }`;
const UPDATE = `mutation U($input: UpdateEventTicketInput!) { updateEventTicket(input: $input) { message eventTicket { ${TICKET_FIELDS} } } }`;
const BLOCK = 'mutation B($id: ID!, $blocked: Boolean!) { setEventTicketBlocked(id: $id, blocked: $blocked) { message eventTicket { id isBlocked status } } }';
const STATUS = 'mutation S($id: ID!, $status: Status!) { setEventTicketStatus(id: $id, status: $status) { message eventTicket { id isBlocked status } } }';
const DELETE = 'mutation D($id: ID!) { deleteEventTicket(id: $id) { id message } }';
const RESTORE = 'mutation R($id: ID!) { restoreEventTicket(id: $id) { message eventTicket { id } } }';

interface Ticket {
  id: string;
  event: { id: string; name: string; date: string; image: string };
  status: string;
  isBlocked: boolean;
  categories: { id: string; type: string; name: string; offer: string; price: number; totalTickets: number; bookedTickets: number }[];
}

const silver = { type: 'SILVER', name: 'Silver', offer: 'Welcome drink', price: 120, totalTickets: 300 };
const gold = { type: 'GOLD', name: 'Gold', offer: 'Two drinks', price: 250.75, totalTickets: 150 };

let stack: CountingStack;
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
const create = async (eventId: string, categories: unknown[] = [silver]) => (await asAdmin<{ createEventTicket: { message: string; eventTicket: Ticket } }>(CREATE, { input: { eventId, categories } })).data!.createEventTicket.eventTicket;

beforeAll(async () => {
  stack = await startCountingStack();
});
afterAll(() => stack?.close());

describe('event tickets through GraphQL', () => {
  test('create with category types as enums; the list names each event with one upstream call per page', async () => {
    const tag = randomUUID().slice(0, 6);
    const night = await insertEvent(stack.api, { name: `Gala ${tag}`, date: '2030-01-10' });
    const created = await asAdmin<{ createEventTicket: { message: string; eventTicket: Ticket } }>(CREATE, { input: { eventId: night._id, categories: [gold, silver] } });
    expect(created.errors).toBeUndefined();
    const ticket = created.data!.createEventTicket.eventTicket;
    expect(created.data!.createEventTicket.message).toBe('Event ticket created successfully');
    expect(ticket).toMatchObject({
      event: { id: night._id, name: `Gala ${tag}`, date: '2030-01-10', image: expect.stringMatching(/^events\//) },
      status: 'ACTIVE',
      isBlocked: false,
      categories: [
        { ...gold, bookedTickets: 0 },
        { ...silver, bookedTickets: 0 },
      ],
    });
    for (const name of ['Brunch', 'Disco']) await create((await insertEvent(stack.api, { name: `${name} ${tag}` }))._id);

    stack.upstream.length = 0;
    const page = await asAdmin<{ eventTickets: { count: number; items: Ticket[] } }>(TICKETS, { search: tag });
    expect(page.data?.eventTickets.count).toBe(3);
    expect(page.data?.eventTickets.items.map((t) => t.event.name)).toEqual([`Disco ${tag}`, `Brunch ${tag}`, `Gala ${tag}`]);
    expect(stack.upstream).toEqual([`GET /api/v1/get/eventTickets?search=${tag}`]);

    const one = await asAdmin<{ eventTickets: { items: Ticket[] } }>(TICKETS, { eventId: night._id });
    expect(one.data?.eventTickets.items).toEqual([ticket]);
    expect((await asAdmin<{ eventTicket: Ticket }>(TICKET, { id: ticket.id })).data?.eventTicket).toEqual(ticket);
    expect(codes(await asAdmin(TICKETS, { eventId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });

  test('update keeps saved rows by id, adds and removes; §5 messages and conflicts keep their codes', async () => {
    const ticket = await create((await insertEvent(stack.api))._id, [silver, gold]);
    const [s, g] = ticket.categories;
    const updated = await asAdmin<{ updateEventTicket: { message: string; eventTicket: Ticket } }>(UPDATE, {
      input: { id: ticket.id, categories: [{ ...gold, id: g!.id, totalTickets: 500 }, { type: 'PREMIUM', name: 'Premium', offer: 'Booth', price: 0, totalTickets: 100 }] },
    });
    expect(updated.data?.updateEventTicket.message).toBe('Event ticket updated successfully');
    const categories = updated.data!.updateEventTicket.eventTicket.categories;
    expect(categories.map((c) => [c.type, c.totalTickets])).toEqual([
      ['GOLD', 500],
      ['PREMIUM', 100],
    ]);
    expect(categories[0]!.id).toBe(g!.id);
    expect(categories.map((c) => c.id)).not.toContain(s!.id);

    const tooMany = await asAdmin(UPDATE, { input: { id: ticket.id, categories: [{ ...gold, id: g!.id, totalTickets: 501 }] } });
    expect(tooMany.errors).toMatchObject([{ message: 'Maximum 500 tickets allowed', extensions: { code: 'BAD_USER_INPUT' } }]);
    const tooFew = await asAdmin(CREATE, { input: { eventId: (await insertEvent(stack.api))._id, categories: [{ ...silver, totalTickets: 99 }] } });
    expect(tooFew.errors).toMatchObject([{ message: 'Minimum 100 tickets required', extensions: { code: 'BAD_USER_INPUT' } }]);
    const withId = await asAdmin(CREATE, { input: { eventId: (await insertEvent(stack.api))._id, categories: [{ ...silver, id: g!.id }] } });
    expect(codes(withId)).toEqual(['BAD_USER_INPUT']);
    // A refused reference names its input field: a row's unknown `id`, an unknown event.
    const foreign = await asAdmin(UPDATE, { input: { id: ticket.id, categories: [{ ...gold, id: g!.id }, { ...silver, id: randomUUID() }] } });
    expect(foreign.errors).toMatchObject([{ message: 'Category not found in this ticket set', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['categories', 1, 'id'], message: 'Category not found in this ticket set' }] } }]);
    // A price past every range (1e20 passes Money's number check) is the API's hostile-input refusal, named by its field as any other.
    const huge = await asAdmin(CREATE, { input: { eventId: (await insertEvent(stack.api))._id, categories: [{ ...silver, price: 1e20 }] } });
    const outOfRange = 'categories[0].price is out of range';
    expect(huge.errors).toMatchObject([{ message: outOfRange, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['categories', 0, 'price'], message: outOfRange }] } }]);
    const noEvent = await asAdmin(CREATE, { input: { eventId: randomUUID(), categories: [silver] } });
    expect(noEvent.errors).toMatchObject([{ message: 'Event not found', extensions: { code: 'BAD_USER_INPUT', fields: [{ path: ['eventId'], message: 'Event not found' }] } }]);

    await stack.api.db.update(eventTicketCategories).set({ bookedTickets: 200 }).where(eq(eventTicketCategories.id, g!.id));
    const below = await asAdmin(UPDATE, { input: { id: ticket.id, categories: [{ ...gold, id: g!.id, totalTickets: 199 }] } });
    expect(below.errors).toMatchObject([{ message: 'Total Tickets of Gold cannot be less than the 200 tickets already booked', extensions: { code: 'CONFLICT' } }]);
    const second = await asAdmin(CREATE, { input: { eventId: ticket.event.id, categories: [silver] } });
    expect(second.errors).toMatchObject([{ message: 'This event already has a ticket set: edit that one instead', extensions: { code: 'CONFLICT' } }]);
    expect(codes(await asAdmin(UPDATE, { input: { id: randomUUID(), categories: [silver] } }))).toEqual(['NOT_FOUND']);
  });

  test('block, status, delete and restore; a sub-admin without eventTickets is FORBIDDEN', async () => {
    const ticket = await create((await insertEvent(stack.api))._id);
    expect((await asAdmin<{ setEventTicketBlocked: unknown }>(BLOCK, { id: ticket.id, blocked: true })).data?.setEventTicketBlocked).toEqual({
      message: 'Event ticket blocked successfully',
      eventTicket: { id: ticket.id, isBlocked: true, status: 'ACTIVE' },
    });
    expect((await asAdmin<{ setEventTicketBlocked: { message: string } }>(BLOCK, { id: ticket.id, blocked: false })).data?.setEventTicketBlocked.message).toBe('Event ticket unblocked successfully');
    expect((await asAdmin<{ setEventTicketStatus: unknown }>(STATUS, { id: ticket.id, status: 'INACTIVE' })).data?.setEventTicketStatus).toEqual({
      message: 'Event ticket status updated successfully',
      eventTicket: { id: ticket.id, isBlocked: false, status: 'INACTIVE' },
    });

    const sub = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'events', all: true, view: true, edit: true }] }) });
    expect(codes(await gql(stack.gatewayUrl, BLOCK, { token: sub.token, variables: { id: ticket.id, blocked: true } }))).toEqual(['FORBIDDEN']);
    expect(codes(await gql(stack.gatewayUrl, TICKETS, { token: sub.token }))).toEqual(['FORBIDDEN']);

    expect((await asAdmin<{ deleteEventTicket: unknown }>(DELETE, { id: ticket.id })).data?.deleteEventTicket).toEqual({ id: ticket.id, message: 'Event ticket deleted successfully' });
    expect(codes(await asAdmin(TICKET, { id: ticket.id }))).toEqual(['NOT_FOUND']);
    const deleted = await asAdmin<{ eventTickets: { items: Ticket[] } }>(TICKETS, { eventId: ticket.event.id, deleted: true });
    expect(deleted.data?.eventTickets.items.map((t) => t.id)).toEqual([ticket.id]);
    expect((await asAdmin<{ restoreEventTicket: unknown }>(RESTORE, { id: ticket.id })).data?.restoreEventTicket).toEqual({ message: 'Event ticket restored successfully', eventTicket: { id: ticket.id } });
  });
});
