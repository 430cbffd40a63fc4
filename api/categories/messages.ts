/** Category and category record replies beyond the standard ones, which come from the declaration. */
export const CATEGORY_MESSAGES = {
  inUse: 'This category still has tables: move or delete them before deleting the category',
  /** 409 when live events still price the category (their category rows): it cannot go from under them. */
  onEvents: (n: number) => `This category is still priced by ${n} ${n === 1 ? 'event' : 'events'}: remove it from their categories before deleting the category`,
  /** 409: names are unique among live categories, whatever their case (the table form picks a category by name). */
  duplicate: 'A category with this name already exists',
  layoutMissing: 'Layout image not found: upload it first',
  recordCreated: 'Category record created successfully',
  recordUpdated: 'Category record updated successfully',
  recordNotFound: 'Category record not found',
} as const;

/** 409 when a new record's days overlap one the category already has. */
export const overlapMessage = (from: string, to: string): string =>
  `These dates overlap another price record of this category (${from} to ${to}); choose days after it or before it`;
