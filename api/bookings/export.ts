import { bookingsArea } from '#domain/areas/bookings';
import { bookingTypeLabel, paymentStatusLabel } from '#domain/bookings';
import { NOT_AVAILABLE } from '#domain/messages';
import { bookingListQuerySchema, type BookingListQuery } from '#domain/schemas/booking';
import { areaExport, awaited, createdColumn, dateCell, priceCell, type ExportContext } from '../export/area-export.ts';
import { bookingChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** "Name (MMM dd, yyyy)": an event or table with its venue day, as the list shows it; "N/A" for none. */
const onDay = (ref: { name: string; date: string | null } | null, context: ExportContext) => (ref ? `${ref.name} (${dateCell(ref.date, context)})` : NOT_AVAILABLE);

/** Bookings as CSV: the list's Booking Id, Date, Type, Event, Table, User, Host, Price (AED) and Payment Status. */
export const bookingsExport = areaExport({
  area: bookingsArea,
  query: bookingListQuerySchema,
  chunks: (db: Db, query: BookingListQuery, { timeZone }: ExportContext) => awaited(bookingChunks(db, query, timeZone)),
  columns: [
    { title: 'Booking Id', cell: (row) => row.bookingId },
    createdColumn(),
    { title: 'Type', cell: (row) => bookingTypeLabel(row.bookingType) },
    { title: 'Event', cell: (row, context) => onDay(row.eventId, context) },
    { title: 'Table', cell: (row, context) => onDay(row.tableBookId && { name: row.tableBookId.tableId.name, date: row.tableBookId.date }, context) },
    { title: 'User', cell: (row) => row.userId.email },
    { title: 'Host', cell: (row) => row.hostId?.email ?? NOT_AVAILABLE },
    { title: 'Price', cell: (row) => priceCell(row.price) },
    { title: 'Payment Status', cell: (row) => paymentStatusLabel(row.paymentStatus) },
  ],
});
