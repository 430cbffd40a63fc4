/** Table replies of the REST API. */
export const TABLE_MESSAGES = {
  listed: 'Tables fetched successfully',
  fetched: 'Table fetched successfully',
  created: 'Table created successfully',
  updated: 'Table updated successfully',
  statusUpdated: 'Table status updated successfully',
  deleted: 'Table deleted successfully',
  restored: 'Table restored successfully',
  notFound: 'Table not found',
  sectionMissing: 'Section not found',
  categoryMissing: 'Category not found',
  imageMissing: 'Image not found: upload it first',
} as const;
