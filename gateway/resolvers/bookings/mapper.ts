import { z } from 'zod';
import { BOOKING_TYPES, PAYMENT_STATUSES } from '#domain/bookings';
import type { Booking } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const person = z.object({ _id: z.string(), email: z.string() });

const restBooking = z.object({
  _id: z.string(),
  bookingId: z.string(),
  bookingType: z.union(BOOKING_TYPES.map((t) => z.literal(t.code))),
  price: z.number(),
  paymentStatus: z.number().int(),
  eventId: z.object({ _id: z.string(), name: z.string(), date: z.string() }).nullable(),
  tableBookId: z.object({ date: z.string(), tableId: z.object({ _id: z.string(), name: z.string() }) }).nullable(),
  userId: person,
  hostId: person.nullable(),
  ticketCategoryId: z.object({ _id: z.string(), name: z.string() }).nullable(),
  tickets: z.number().int().nullable(),
  createdAt: z.string(),
});

const toPerson = (p: z.infer<typeof person>) => ({ id: p._id, email: p.email });

/** REST booking of GET /get/bookings → GraphQL `Booking`; a payment status the API never sends reads as FAILED (§4: any other is red). */
export const bookingMapper: AreaMapper<typeof restBooking, Booking> = {
  rest: restBooking,
  map: (b) => ({
    id: b._id,
    bookingId: b.bookingId,
    type: BOOKING_TYPES.find((t) => t.code === b.bookingType)!.name,
    price: b.price,
    paymentStatus: PAYMENT_STATUSES.find((s) => s.code === b.paymentStatus)?.name ?? 'FAILED',
    event: b.eventId && { id: b.eventId._id, name: b.eventId.name, date: b.eventId.date },
    table: b.tableBookId && { id: b.tableBookId.tableId._id, name: b.tableBookId.tableId.name, date: b.tableBookId.date },
    user: toPerson(b.userId),
    host: b.hostId && toPerson(b.hostId),
    ticketCategory: b.ticketCategoryId?.name ?? null,
    tickets: b.tickets,
    createdAt: b.createdAt,
  }),
};
