import type { EventRow, EventTicketCategoryRow, EventTicketRow } from '../db/schema.ts';
import { isoTimestamps } from '../lib/iso-timestamps.ts';

/** One category of a ticket set (§3): Silver 1, Gold 2, Premium 3, with its price (AED) and ticket counts. */
export const presentTicketCategory = (row: EventTicketCategoryRow) => ({
  _id: row.id,
  type: row.type,
  name: row.name,
  offer: row.offer,
  price: Number(row.price),
  totalTickets: row.totalTickets,
  bookedTickets: row.bookedTickets,
});
export type TicketCategoryView = ReturnType<typeof presentTicketCategory>;

/** The ticket set's own row, as the audit trail keeps it for status, block, delete and restore. */
export const presentTicketRow = (row: EventTicketRow) => ({ _id: row.id, eventId: row.eventId, status: row.status, isBlocked: row.isBlocked, ...isoTimestamps(row) });
export type TicketRowView = ReturnType<typeof presentTicketRow>;

/** The event of a ticket set, populated as §3 has it so that clients need no call per row. */
export type TicketEvent = Pick<EventRow, 'id' | 'name' | 'image' | 'date'>;

/** The REST shape of a ticket set (§3): its event populated, its categories in their order. */
export const presentTicket = (row: EventTicketRow, event: TicketEvent, categories: readonly EventTicketCategoryRow[]) => ({
  ...presentTicketRow(row),
  eventId: { _id: event.id, name: event.name, image: event.image, date: event.date },
  categories: categories.map(presentTicketCategory),
});
export type EventTicketView = ReturnType<typeof presentTicket>;
