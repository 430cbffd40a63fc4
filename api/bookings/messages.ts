/** Booking replies beyond the standard ones, which come from the declaration. */
export const BOOKING_MESSAGES = {
  userMissing: 'User not found',
  hostMissing: 'Host not found',
  tableMissing: 'Table not found',
  eventMissing: 'Event not found',
  eventNotThatDay: 'The event is not on the booked day',
  categoryMissing: 'Ticket category not found',
  categoryRemoved: 'The ticket category of this booking is no longer on sale: its ticket set was deleted or the category removed',
  categoryOfAnotherEvent: 'The ticket category is not of this event',
  salesClosed: 'Tickets of this event are not on sale',
  tableTaken: 'This table is already booked on that day',
} as const;

/** 409 when a category has fewer tickets left than a booking asks for. */
export const ticketsLeftMessage = (name: string, left: number): string => (left === 0 ? `${name} is sold out` : `Only ${left} tickets of ${name} are left`);
