import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { addDays } from '#domain/floor/calendar-day';
import { formatDate } from '#domain/format';
import { MODULE_KEYS } from '#domain/modules';
import { eventTicketCategories } from '../../api/db/schema.ts';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { insertEvent } from '../support/events.ts';
import { makeCategory, makeRecord, makeSection, makeTable } from '../support/floor.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { gql, type GqlReply } from './lib/gql.ts';

const DELETE_USER = 'mutation DU($id: ID!) { deleteUser(id: $id) { id } }';
const RESTORE_USER = 'mutation RU($id: ID!) { restoreUser(id: $id) { user { id } } }';
const CREATE_TICKET = 'mutation CT($input: CreateEventTicketInput!) { createEventTicket(input: $input) { eventTicket { id categories { id } } } }';
/** A create or update mutation answering the record's id: `createSubAdmin` takes `CreateSubAdminInput` and answers `subAdmin`. */
const save = (field: string) => {
  const record = field.replace(/^(create|update)/, '');
  return `mutation ($input: ${field[0]!.toUpperCase()}${field.slice(1)}Input!) { ${field}(input: $input) { ${record[0]!.toLowerCase()}${record.slice(1)} { id } } }`;
};

const STAFF_TAKEN = 'This email is already used by another staff account (the Admin, a sub-admin or a host)';
const user = (email: string) => ({ firstName: 'Maya', lastName: 'Farah', email, mobileCode: '+971', mobileNo: '551112222', dob: '1990-05-17' });
const host = (email: string) => ({ firstName: 'Tariq', lastName: 'Aziz', email, password: 'guest-list-1' });
const permissions = MODULE_KEYS.map((module) => ({ module, all: false, add: false, view: module === 'menu', edit: false, del: false }));
const silver = { type: 'SILVER', name: 'Silver', offer: 'Welcome drink', price: 120, totalTickets: 300 };

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });
/** The created record's id, or the reply's text as the failure. */
const idOf = (reply: GqlReply<Record<string, Record<string, { id: string }>>>): string => {
  const result = Object.values(reply.data ?? {})[0];
  const id = result && Object.values(result)[0]?.id;
  if (!id) throw new Error(reply.text);
  return id;
};
/** A CONFLICT whose `extensions.fields` names the input field, with the API's message. */
const takenAt = (path: (string | number)[], message: string) => takenAtAll([path], message);
/** A CONFLICT naming several input fields with one message (a period's first and last days). */
const takenAtAll = (paths: (string | number)[][], message: string) => [expect.objectContaining({ message, extensions: { code: 'CONFLICT', fields: paths.map((path) => ({ path, message })) } })];

describe('a CONFLICT about one input field names it in extensions.fields, in GraphQL names', () => {
  test('a taken email of a user, a sub-admin and a host, on create and on update; a restore names none', async () => {
    await asAdmin(save('createUser'), { input: user('maya@guest.test') });
    const other = idOf(await asAdmin(save('createUser'), { input: user('other@guest.test') }));
    expect((await asAdmin(save('createUser'), { input: user('MAYA@guest.test') })).errors).toEqual(takenAt(['email'], 'A user with this email already exists'));
    expect((await asAdmin(save('updateUser'), { input: { id: other, ...user('maya@guest.test') } })).errors).toEqual(takenAt(['email'], 'A user with this email already exists'));

    expect((await asAdmin(DELETE_USER, { id: other })).errors).toBeUndefined();
    await asAdmin(save('createUser'), { input: user('other@guest.test') });
    expect((await asAdmin(RESTORE_USER, { id: other })).errors).toEqual([expect.objectContaining({ message: 'A user with this email already exists', extensions: { code: 'CONFLICT' } })]);

    const roleId = await stack.api.createRole({ permissions: [{ name: 'hosts', view: true }] });
    expect((await asAdmin(save('createSubAdmin'), { input: { name: 'Copy', email: stack.api.adminEmail, roleId, password: 'Long-enough-1' } })).errors).toEqual(takenAt(['email'], STAFF_TAKEN));
    const tariq = idOf(await asAdmin(save('createHost'), { input: host('tariq@venue.test') }));
    expect((await asAdmin(save('updateHost'), { input: { id: tariq, ...host(stack.api.adminEmail), password: '' } })).errors).toEqual(takenAt(['email'], STAFF_TAKEN));
  });

  test("a taken role name names name; an event's second ticket set names eventId; a row's total below its booked tickets names that row's totalTickets", async () => {
    await asAdmin(save('createRole'), { input: { name: 'Door staff', permissions } });
    const bar = idOf(await asAdmin(save('createRole'), { input: { name: 'Bar staff', permissions } }));
    expect((await asAdmin(save('createRole'), { input: { name: 'door staff', permissions } })).errors).toEqual(takenAt(['name'], 'A role with this name already exists'));
    expect((await asAdmin(save('updateRole'), { input: { id: bar, name: 'Door staff', permissions } })).errors).toEqual(takenAt(['name'], 'A role with this name already exists'));

    const event = await insertEvent(stack.api);
    const made = await asAdmin<{ createEventTicket: { eventTicket: { id: string; categories: { id: string }[] } } }>(CREATE_TICKET, { input: { eventId: event._id, categories: [silver] } });
    const ticket = made.data!.createEventTicket.eventTicket;
    expect((await asAdmin(CREATE_TICKET, { input: { eventId: event._id, categories: [silver] } })).errors).toEqual(takenAt(['eventId'], 'This event already has a ticket set: edit that one instead'));
    await stack.api.db.update(eventTicketCategories).set({ bookedTickets: 200 }).where(eq(eventTicketCategories.id, ticket.categories[0]!.id));
    const below = await asAdmin(save('updateEventTicket'), { input: { id: ticket.id, categories: [{ ...silver, id: ticket.categories[0]!.id, totalTickets: 150 }] } });
    expect(below.errors).toEqual(takenAt(['categories', 0, 'totalTickets'], 'Total Tickets of Silver cannot be less than the 200 tickets already booked'));
  });

  test('a price period overlapping another record names fromDate and toDate; a booked ticket row left out names categories; a delete refused while in use names none', async () => {
    const category = await makeCategory(stack.api);
    const start = addDays(venueToday(), 4);
    await makeRecord(stack.api, category._id, start, addDays(start, 3), 900);
    const overlap = await asAdmin('mutation R($input: CreateCategoryRecordInput!) { createCategoryRecord(input: $input) { message } }', {
      input: { categoryId: category._id, fromDate: addDays(start, 3), toDate: addDays(start, 6), price: 950 },
    });
    const message = `These dates overlap another price record of this category (${formatDate(start)} to ${formatDate(addDays(start, 3))}); choose days after it or before it`;
    expect(overlap.errors).toEqual(takenAtAll([['fromDate'], ['toDate']], message));

    const event = await insertEvent(stack.api);
    const gold = { type: 'GOLD', name: 'Gold', offer: 'Two drinks', price: 250, totalTickets: 100 };
    const made = await asAdmin<{ createEventTicket: { eventTicket: { id: string; categories: { id: string }[] } } }>(CREATE_TICKET, { input: { eventId: event._id, categories: [silver, gold] } });
    const ticket = made.data!.createEventTicket.eventTicket;
    await stack.api.db.update(eventTicketCategories).set({ bookedTickets: 12 }).where(eq(eventTicketCategories.id, ticket.categories[0]!.id));
    const leftOut = await asAdmin(save('updateEventTicket'), { input: { id: ticket.id, categories: [{ ...gold, id: ticket.categories[1]!.id }] } });
    expect(leftOut.errors).toEqual(takenAt(['categories'], 'Silver has 12 booked tickets and cannot be removed'));

    const section = await makeSection(stack.api);
    await makeTable(stack.api, { sectionId: section._id, categoryId: category._id });
    const inUse = await asAdmin('mutation DS($id: ID!) { deleteSection(id: $id) { message } }', { id: section._id });
    expect(inUse.errors).toEqual([expect.objectContaining({ message: 'This section still has tables: move or delete them before deleting the section', extensions: { code: 'CONFLICT' } })]);
  });
});
