/** Service replies of the REST API. */
export const SERVICE_MESSAGES = {
  listed: 'Services fetched successfully',
  fetched: 'Service fetched successfully',
  created: 'Service created successfully',
  updated: 'Service updated successfully',
  statusUpdated: 'Service status updated successfully',
  deleted: 'Service deleted successfully',
  restored: 'Service restored successfully',
  notFound: 'Service not found',
  imageMissing: 'Image not found: upload it first',
  iconMissing: 'Icon not found: upload it first',
} as const;
