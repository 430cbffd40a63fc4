/** Event replies beyond the standard ones, which come from the declaration. */
export const EVENT_MESSAGES = {
  ipMissing: 'IP not found',
  categoryMissing: 'Category not found',
  imageMissing: 'Image not found: upload it first',
  defaults: 'Event defaults fetched successfully',
  categoryDeleted: 'A category of this event has been deleted: restore the category or remove it from the event first',
  hasTickets: 'This event still has a ticket set: delete the ticket set before deleting the event',
} as const;
