/** Gallery replies beyond the standard ones, which come from the declaration. */
export const GALLERY_MESSAGES = {
  imageMissing: 'Image not found: upload it first',
} as const;
