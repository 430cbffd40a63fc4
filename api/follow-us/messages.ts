/** Follow Us replies (the spec gives none; these follow the roles wording). */
export const FOLLOW_MESSAGES = {
  listed: 'Follow us images fetched successfully',
  updated: 'Follow us image updated successfully',
  statusUpdated: 'Follow us status updated successfully',
  notFound: 'Follow us image not found',
  badImage: 'image must be the key of an uploaded image',
} as const;
