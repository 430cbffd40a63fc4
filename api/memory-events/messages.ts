/** Memory replies beyond the standard ones, which come from the declaration. */
export const MEMORY_MESSAGES = {
  eventMissing: 'Event not found',
  imageMissing: 'Image not found: upload it first',
  restoreEventGone: 'The event of this picture has been deleted: restore the event first',
} as const;
