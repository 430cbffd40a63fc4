/** Table replies beyond the standard ones, which come from the declaration. */
export const TABLE_MESSAGES = {
  sectionMissing: 'Section not found',
  categoryMissing: 'Category not found',
  imageMissing: 'Image not found: upload it first',
  restoreSectionGone: 'The section of this table has been deleted: restore the section first',
  restoreCategoryGone: 'The category of this table has been deleted: restore the category first',
  /** 409 when the table is booked or held on a venue day from today on: its bookings would lose their table. */
  bookedAhead: (days: number, first: string) => `This table is booked or held on ${days} ${days === 1 ? 'day' : 'days'} from today on (the first ${first}) and cannot be deleted`,
} as const;
