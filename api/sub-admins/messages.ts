/** Sub-admin replies beyond the standard ones, which come from the declaration. */
export const SUB_ADMIN_MESSAGES = {
  duplicateEmail: 'An account with this email already exists',
  roleMissing: 'The selected role does not exist',
  roleInactive: 'The selected role is inactive',
} as const;
