/** Role replies of docs/contracts.md. */
export const ROLE_MESSAGES = {
  listed: 'Roles fetched successfully',
  fetched: 'Role fetched successfully',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  statusUpdated: 'Role status updated successfully',
  deleted: 'Role deleted successfully',
  restored: 'Role restored successfully',
  notFound: 'Role not found',
  duplicate: 'A role with this name already exists',
} as const;
