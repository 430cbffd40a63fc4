/** Section replies of the REST API. */
export const SECTION_MESSAGES = {
  listed: 'Sections fetched successfully',
  fetched: 'Section fetched successfully',
  created: 'Section created successfully',
  updated: 'Section updated successfully',
  statusUpdated: 'Section status updated successfully',
  deleted: 'Section deleted successfully',
  restored: 'Section restored successfully',
  notFound: 'Section not found',
  inUse: 'This section still has tables: move or delete them before deleting the section',
} as const;
