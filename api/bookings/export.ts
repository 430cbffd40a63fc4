import { bookingsArea } from '#domain/areas/bookings';
import { bookingTypeLabel, paymentStatusLabel } from '#domain/bookings';
import { NOT_AVAILABLE } from '#domain/messages';
import { bookingListQuerySchema, type BookingListQuery } from '#domain/schemas/booking';
import { areaExport, awaited, createdCell, dateCell, priceCell, type ExportContext } from '../export/area-export.ts';
import { bookingChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** "Name (MMM dd, yyyy)": an event or table with its venue day, as the list shows it; "N/A" for none. */
const onDay = (ref: { name: string; date: string | null } | null, context: ExportContext) => (ref ? `${ref.name} (${dateCell(ref.date, context)})` : NOT_AVAILABLE);

/** Bookings as CSV: the list's Booking Id, Date, Type, Event, Table, User, Host, Price (AED) and Payment Status. */
export const bookingsExport = areaExport({
  area: bookingsArea,
  query: bookingListQuerySchema,
  chunks: (db: Db, query: BookingListQuery, { timeZone }: ExportContext) => awaited(bookingChunks(db, query, timeZone)),
  columns: {
    'Booking Id': (row) => row.bookingId,
    Date: createdCell,
    Type: (row) => bookingTypeLabel(row.bookingType),
    Event: (row, context) => onDay(row.eventId, context),
    Table: (row, context) => onDay(row.tableBookId && { name: row.tableBookId.tableId.name, date: row.tableBookId.date }, context),
    User: (row) => row.userId.email,
    Host: (row) => row.hostId?.email ?? NOT_AVAILABLE,
    Price: (row) => priceCell(row.price),
    'Payment Status': (row) => paymentStatusLabel(row.paymentStatus),
  },
});
