/** Intellectual property replies beyond the standard ones, which come from the declaration. */
export const IP_MESSAGES = {
  iconMissing: 'Icon not found: upload it first',
} as const;
