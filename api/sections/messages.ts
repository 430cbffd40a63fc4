/** Section replies beyond the standard ones, which come from the declaration. */
export const SECTION_MESSAGES = {
  inUse: 'This section still has tables: move or delete them before deleting the section',
  /** 409: names are unique among live sections, whatever their case (the table form picks a section by name). */
  duplicate: 'A section with this name already exists',
} as const;
