/** User replies beyond the standard ones, which come from the declaration. */
export const USER_MESSAGES = {
  duplicate: 'A user with this email already exists',
} as const;
