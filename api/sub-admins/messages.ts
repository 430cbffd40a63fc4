/** Sub-admin replies of the REST API. */
export const SUB_ADMIN_MESSAGES = {
  listed: 'Sub admins fetched successfully',
  fetched: 'Sub admin fetched successfully',
  created: 'Sub admin created successfully',
  updated: 'Sub admin updated successfully',
  blocked: 'Sub admin blocked successfully',
  unblocked: 'Sub admin unblocked successfully',
  deleted: 'Sub admin deleted successfully',
  restored: 'Sub admin restored successfully',
  notFound: 'Sub admin not found',
  duplicateEmail: 'An account with this email already exists',
  roleMissing: 'The selected role does not exist',
  roleInactive: 'The selected role is inactive',
} as const;
