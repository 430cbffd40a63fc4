/** Table replies beyond the standard ones, which come from the declaration. */
export const TABLE_MESSAGES = {
  sectionMissing: 'Section not found',
  categoryMissing: 'Category not found',
  imageMissing: 'Image not found: upload it first',
} as const;
