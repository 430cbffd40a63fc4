/** Service replies beyond the standard ones, which come from the declaration. */
export const SERVICE_MESSAGES = {
  imageMissing: 'Image not found: upload it first',
  iconMissing: 'Icon not found: upload it first',
} as const;
