/** Gallery replies of the REST API. */
export const GALLERY_MESSAGES = {
  listed: 'Galleries fetched successfully',
  created: 'Gallery image created successfully',
  updated: 'Gallery image updated successfully',
  statusUpdated: 'Gallery image status updated successfully',
  deleted: 'Gallery image deleted successfully',
  restored: 'Gallery image restored successfully',
  notFound: 'Gallery image not found',
  imageMissing: 'Image not found: upload it first',
} as const;
