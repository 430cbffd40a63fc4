import { randomUUID } from 'node:crypto';
import { BookingType, PaymentStatus, type PaymentStatusCode } from '#domain/bookings';
import { createBooking } from '../../api/bookings/repository.ts';
import type { TestApi } from './api.ts';
import { insertEvent } from './events.ts';
import { made, makeCategory, makeSection, makeTable } from './floor.ts';

/** A user created through REST. */
export const makeUser = (api: TestApi, email = `guest-${randomUUID().slice(0, 8)}@guest.test`) =>
  made<{ _id: string; email: string }>(api, '/create/user', { firstName: 'Guest', lastName: 'Person', email, mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' });

/** A host created through REST. */
export const makeHost = (api: TestApi, email = `host-${randomUUID().slice(0, 8)}@venue.test`) =>
  made<{ _id: string; email: string }>(api, '/create/host', { firstName: 'Hana', lastName: 'Host', email, password: 'Host-pass-123' });

/** An event (straight into the database) with a ticket set of one Silver category of `totalTickets`, created through REST. */
export async function makeTicketedEvent(api: TestApi, values: { date?: string; totalTickets?: number; name?: string } = {}) {
  const event = await insertEvent(api, { date: values.date, name: values.name });
  const ticket = await made<{ _id: string; categories: { _id: string; name: string }[] }>(api, '/create/eventTicket', {
    eventId: event._id,
    categories: [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: values.totalTickets ?? 100 }],
  });
  return { event, ticketId: ticket._id, category: ticket.categories[0]! };
}

/** A table in a new section and category, created through REST. */
export async function makeFloorTable(api: TestApi, name?: string) {
  const [section, category] = await Promise.all([makeSection(api), makeCategory(api)]);
  return makeTable(api, { sectionId: section._id, categoryId: category._id }, name);
}

/** A table booking made as the booking site makes it. */
export const bookTableFor = (api: TestApi, refs: { userId: string; tableId: string; date: string; hostId?: string; eventId?: string }, paymentStatus: PaymentStatusCode = PaymentStatus.PENDING, price = 1500) =>
  createBooking(api.db, { bookingType: BookingType.TABLE, paymentStatus, price, ...refs });

/** A ticket booking made as the booking site makes it. */
export const bookTicketsFor = (api: TestApi, refs: { userId: string; ticketCategoryId: string; tickets: number; hostId?: string }, paymentStatus: PaymentStatusCode = PaymentStatus.PENDING, price = 300) =>
  createBooking(api.db, { bookingType: BookingType.TICKET, paymentStatus, price, ...refs });
