/** A table's booking status on a date (§3): Available unless a booking or a hold names that date. */
export const BookingStatus = { AVAILABLE: 1, BOOKED: 2, HOLD: 3 } as const;
export type BookingStatusCode = (typeof BookingStatus)[keyof typeof BookingStatus];

/** What is stored for a table on a date: only Booked and Hold ever are (Available is no row). */
export type TableBookingState = typeof BookingStatus.BOOKED | typeof BookingStatus.HOLD;

export const BOOKING_STATUS_LABELS: Record<BookingStatusCode, string> = { 1: 'Available', 2: 'Booked', 3: 'Hold' };

/** "Available", "Booked" or "Hold"; "N/A" for anything else. */
export const bookingStatusLabel = (code: number): string => BOOKING_STATUS_LABELS[code as BookingStatusCode] ?? 'N/A';

/** Floor types of §3. */
export const FloorType = { GROUND: 1, BALCONY: 2 } as const;
