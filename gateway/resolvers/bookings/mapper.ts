import { bookingRecordSchema } from '#domain/schemas/replies';
import { BOOKING_TYPES, PAYMENT_STATUSES } from '#domain/bookings';
import type { Booking } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';

const restBooking = bookingRecordSchema;

const toPerson = (p: { _id: string; email: string }) => ({ id: p._id, email: p.email });

/** REST booking of GET /get/bookings → GraphQL `Booking`; a payment status the API never sends reads as FAILED (§4: any other is red). */
export const bookingMapper: AreaMapper<typeof restBooking, Booking> = {
  rest: restBooking,
  map: (b) => ({
    id: b._id,
    bookingId: b.bookingId,
    type: BOOKING_TYPES.find((t) => t.wire === b.bookingType)!.name,
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
