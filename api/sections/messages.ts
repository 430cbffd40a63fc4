/** Section replies beyond the standard ones, which come from the declaration. */
export const SECTION_MESSAGES = {
  inUse: 'This section still has tables: move or delete them before deleting the section',
} as const;
