/** Table replies beyond the standard ones, which come from the declaration. */
export const TABLE_MESSAGES = {
  sectionMissing: 'Section not found',
  categoryMissing: 'Category not found',
  imageMissing: 'Image not found: upload it first',
  restoreSectionGone: 'The section of this table has been deleted: restore the section first',
  restoreCategoryGone: 'The category of this table has been deleted: restore the category first',
} as const;
