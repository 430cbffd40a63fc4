/** Host replies of the REST API. */
export const HOST_MESSAGES = {
  listed: 'Hosts fetched successfully',
  fetched: 'Host fetched successfully',
  created: 'Host created successfully',
  updated: 'Host updated successfully',
  blocked: 'Host blocked successfully',
  unblocked: 'Host unblocked successfully',
  deleted: 'Host deleted successfully',
  restored: 'Host restored successfully',
  notFound: 'Host not found',
  duplicate: 'A host with this email already exists',
} as const;
