import { beforeAll, describe, expect, test } from 'vitest';
import { PaymentStatus } from '#domain/bookings';
import { addDays } from '#domain/floor/calendar-day';
import { venueDay } from '#domain/format';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { bookTableFor, bookTicketsFor, makeFloorTable, makeHost, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { useTestStack } from '../support/use-test-stack.ts';
import { codes, gql } from './lib/gql.ts';

const FIELDS = 'id bookingId type price paymentStatus event { id name date } table { id name date } user { id email } host { id email } ticketCategory tickets createdAt';
const BOOKINGS = `query B($limit: Int, $offset: Int, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date, $search: String) {
  bookings(limit: $limit, offset: $offset, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to, search: $search) { count items { ${FIELDS} } } }`;

type Booking = { id: string; bookingId: string; type: string; paymentStatus: string; user: { email: string } };
type Page = { bookings: { count: number; items: Booking[] } };

const stack = useTestStack();
const asAdmin = (variables: Record<string, unknown> = {}) => gql<Page>(stack.gatewayUrl, BOOKINGS, { variables, token: stack.api.adminToken });
const ids = (reply: Awaited<ReturnType<typeof asAdmin>>) => reply.data?.bookings.items.map((b) => b.id);

let tableBooking: { _id: string; bookingId: string };
let ticketBooking: { _id: string };
let failed: { _id: string };
let day: string;

beforeAll(async () => {
  const api = stack.api;
  const [user, other, host, table] = await Promise.all([makeUser(api, 'nadia@guest.test'), makeUser(api, 'omar@guest.test'), makeHost(api, 'host.rami@venue.test'), makeFloorTable(api, 'Balcony 07')]);
  day = addDays(venueToday(), 4);
  const { event, category } = await makeTicketedEvent(api, { name: 'Friday Fever', date: day });
  tableBooking = await bookTableFor(api, { userId: user._id, tableId: table._id, date: day, eventId: event._id, hostId: host._id }, PaymentStatus.SUCCESSFUL, 2500);
  ticketBooking = await bookTicketsFor(api, { userId: other._id, ticketCategoryId: category._id, tickets: 3 }, PaymentStatus.IN_PROGRESS, 450);
  failed = await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 1 }, PaymentStatus.FAILED, 150);
});

describe('bookings through the gateway', () => {
  test('lists bookings newest first with their type, payment status, event, table, user, host and tickets', async () => {
    const page = await asAdmin();
    expect(page.errors).toBeUndefined();
    expect(page.data?.bookings.count).toBe(3);
    const [newest, second, oldest] = page.data!.bookings.items;
    expect(oldest).toEqual({
      id: tableBooking._id,
      bookingId: tableBooking.bookingId,
      type: 'TABLE',
      price: 2500,
      paymentStatus: 'SUCCESSFUL',
      event: { id: expect.any(String), name: 'Friday Fever', date: day },
      table: { id: expect.any(String), name: 'Balcony 07', date: day },
      user: { id: expect.any(String), email: 'nadia@guest.test' },
      host: { id: expect.any(String), email: 'host.rami@venue.test' },
      ticketCategory: null,
      tickets: null,
      createdAt: expect.any(String),
    });
    expect(second).toMatchObject({ id: ticketBooking._id, type: 'TICKET', paymentStatus: 'IN_PROGRESS', price: 450, table: null, host: null, ticketCategory: 'Silver', tickets: 3, event: { name: 'Friday Fever' } });
    expect(newest).toMatchObject({ id: failed._id, paymentStatus: 'FAILED' });
  });

  test('filters by type, payment status and the days bookings were made on, and searches by booking id or email; pages keep the count', async () => {
    expect(ids(await asAdmin({ type: 'TABLE' }))).toEqual([tableBooking._id]);
    expect(ids(await asAdmin({ type: 'TICKET', paymentStatus: 'IN_PROGRESS' }))).toEqual([ticketBooking._id]);
    expect(ids(await asAdmin({ paymentStatus: 'PENDING' }))).toEqual([]);
    const today = venueDay(new Date());
    expect((await asAdmin({ from: today, to: today })).data?.bookings.count).toBe(3);
    expect((await asAdmin({ to: addDays(today, -1) })).data?.bookings.count).toBe(0);
    expect(ids(await asAdmin({ search: tableBooking.bookingId }))).toEqual([tableBooking._id]);
    expect(ids(await asAdmin({ search: 'OMAR@' }))).toEqual([ticketBooking._id]);
    const second = await asAdmin({ limit: 1, offset: 1 });
    expect(second.data?.bookings).toEqual({ count: 3, items: [expect.objectContaining({ id: ticketBooking._id })] });
  });

  test('a bad filter is BAD_USER_INPUT with the API’s message, an enum outside the schema is refused, and a role without bookings is FORBIDDEN', async () => {
    const bad = await asAdmin({ from: '2026-02-30' });
    expect(codes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.errors?.[0]?.message).toMatch(/Date must be a day written YYYY-MM-DD/);
    expect((await asAdmin({ from: '2026-03-05', to: '2026-03-04' })).errors?.[0]?.message).toBe('to must not be before from');
    expect((await asAdmin({ paymentStatus: 'REFUNDED' })).errors).toHaveLength(1);
    const outsider = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'tables', view: true }] }) });
    expect(codes(await gql(stack.gatewayUrl, BOOKINGS, { token: outsider.token }))).toEqual(['FORBIDDEN']);
    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'bookings', view: true }] }) });
    expect((await gql<Page>(stack.gatewayUrl, BOOKINGS, { token: viewer.token })).data?.bookings.count).toBe(3);
    expect(codes(await gql(stack.gatewayUrl, BOOKINGS))).toEqual(['UNAUTHENTICATED']);
  });
});
