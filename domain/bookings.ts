import { NOT_AVAILABLE } from './messages.ts';

/**
 * What a booking is for (§3): a table (EventTable, shown "Table") or event tickets (EventTicket, shown
 * "Ticket"). `code` is what the database holds and the list's `type` filter takes, `wire` the REST
 * reply's `bookingType` (§3's values), `name` the GraphQL enum value, `label` what screens show.
 */
export const BOOKING_TYPES = [
  { code: 1, wire: 'EventTable', name: 'TABLE', label: 'Table' },
  { code: 2, wire: 'EventTicket', name: 'TICKET', label: 'Ticket' },
] as const;
export type BookingTypeCode = (typeof BOOKING_TYPES)[number]['code'];
export type BookingTypeName = (typeof BOOKING_TYPES)[number]['name'];
export type BookingTypeWire = (typeof BOOKING_TYPES)[number]['wire'];

/** The REST reply's `bookingType` of a stored code (the database's check allows only 1 and 2). */
export const bookingTypeWire = (code: number): BookingTypeWire => BOOKING_TYPES.find((type) => type.code === code)?.wire ?? 'EventTable';

export const BookingType = { TABLE: 1, TICKET: 2 } as const satisfies Record<BookingTypeName, BookingTypeCode>;

/**
 * Where a booking's payment stands (§3), and the colour of its dot (§4): Pending yellow and
 * pulsing, In Progress blue, Successful green, anything else red.
 */
export const PAYMENT_STATUSES = [
  { code: 1, name: 'PENDING', label: 'Pending', dot: 'yellow' },
  { code: 2, name: 'IN_PROGRESS', label: 'In Progress', dot: 'blue' },
  { code: 3, name: 'SUCCESSFUL', label: 'Successful', dot: 'green' },
  { code: 4, name: 'FAILED', label: 'Failed', dot: 'red' },
] as const;
export type PaymentStatusCode = (typeof PAYMENT_STATUSES)[number]['code'];
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number]['name'];
export type PaymentDot = (typeof PAYMENT_STATUSES)[number]['dot'];

export const PaymentStatus = { PENDING: 1, IN_PROGRESS: 2, SUCCESSFUL: 3, FAILED: 4 } as const satisfies Record<PaymentStatusName, PaymentStatusCode>;

/** "Table" or "Ticket" for a stored code, a REST value or a GraphQL name; "N/A" for anything else. */
export const bookingTypeLabel = (value: unknown): string => BOOKING_TYPES.find((t) => t.code === value || t.wire === value || t.name === value)?.label ?? NOT_AVAILABLE;

/** "Pending" … "Failed" for a REST code or GraphQL name; "N/A" for anything else. */
export const paymentStatusLabel = (value: unknown): string => PAYMENT_STATUSES.find((s) => s.code === value || s.name === value)?.label ?? NOT_AVAILABLE;

/** The dot's colour of a payment status (§4): red for anything that is not Pending, In Progress or Successful. */
export const paymentDot = (value: unknown): PaymentDot => PAYMENT_STATUSES.find((s) => s.code === value || s.name === value)?.dot ?? 'red';

/**
 * Whether a booking in this payment status holds what it booked: its table on its day, its tickets
 * in the category's booked count. Every status but Failed does (a payment under way keeps its seats).
 */
export const holdsBooked = (status: PaymentStatusCode): boolean => status !== PaymentStatus.FAILED;

/** How a booking id starts: "BK-000123". */
export const BOOKING_ID_PREFIX = 'BK-';

/** Digits a booking id's number is padded to. */
export const BOOKING_ID_DIGITS = 6;
