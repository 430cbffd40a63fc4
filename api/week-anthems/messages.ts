/** Week anthem replies beyond the standard ones, which come from the declaration. */
export const WEEK_ANTHEM_MESSAGES = {
  imageMissing: 'Image not found: upload it first',
  iconMissing: 'Icon not found: upload it first',
  fixedSlots: "Week anthems are seven fixed slots, Monday to Sunday, and none is added: edit the day's anthem with PATCH /update/weekAnthem",
} as const;
