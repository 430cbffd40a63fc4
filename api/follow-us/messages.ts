/** Follow Us replies beyond the standard ones, which come from the declaration. */
export const FOLLOW_MESSAGES = {
  badImage: 'image must be the key of an uploaded image',
} as const;
