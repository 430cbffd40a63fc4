/** Event ticket replies beyond the standard ones, which come from the declaration. */
export const EVENT_TICKET_MESSAGES = {
  eventMissing: 'Event not found',
  eventPast: 'This event has already taken place: a ticket set is for an event on today or a later day',
  oneSetPerEvent: 'This event already has a ticket set: edit that one instead',
  restoreTaken: 'This event has another ticket set now: delete that one before restoring this one',
  restoreEventGone: 'The event of this ticket set has been deleted: restore the event first',
  categoryMissing: 'Category not found in this ticket set',
} as const;

/** "ticket" for one, "tickets" for any other number. */
const tickets = (n: number): string => (n === 1 ? 'ticket' : 'tickets');

/** 409 when an edit would leave a category with fewer tickets than are already booked. */
export const belowBookedMessage = (name: string, booked: number): string => `Total Tickets of ${name} cannot be less than the ${booked} ${tickets(booked)} already booked`;

/** 409 when an edit leaves out a category that has booked tickets. */
export const removeBookedMessage = (name: string, booked: number): string => `${name} has ${booked} booked ${tickets(booked)} and cannot be removed`;

/** 409 when a delete would leave bookings without the ticket set they were sold from. */
export const deleteBookedMessage = (booked: number): string => `This ticket set has ${booked} booked ${tickets(booked)} and cannot be deleted`;
