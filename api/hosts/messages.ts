/** Host replies beyond the standard ones, which come from the declaration. */
export const HOST_MESSAGES = {
  duplicate: 'A host with this email already exists',
} as const;
