import type { z } from 'zod';
import { tableRecordSchema } from '#domain/schemas/replies';
import { BookingStatus as BookingStatusCode } from '#domain/floor/booking-status';
import type { BookingStatus, Table } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST table (§3) with its section and category populated by the API. */
export const restTableSchema = tableRecordSchema;

const BOOKING: Record<number, BookingStatus> = { [BookingStatusCode.AVAILABLE]: 'AVAILABLE', [BookingStatusCode.BOOKED]: 'BOOKED', [BookingStatusCode.HOLD]: 'HOLD' };

/** REST table → GraphQL `Table`. */
export const toTable = (t: z.infer<typeof restTableSchema>): Table => ({
  id: t._id,
  name: t.name,
  tableNo: t.tableNo,
  capacity: t.capacity,
  image: t.image,
  inclusions: t.inclusions,
  isFeatured: t.isFeatured,
  status: toStatus(t.status),
  section: { id: t.section._id, name: t.section.name },
  category: { id: t.category._id, name: t.category.name },
  date: t.date,
  price: t.price,
  bookingStatus: BOOKING[t.bookingStatus] ?? 'AVAILABLE',
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});
