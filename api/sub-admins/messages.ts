import { STAFF_EMAIL_TAKEN } from '../lib/messages.ts';

/** Sub-admin replies beyond the standard ones, which come from the declaration. */
export const SUB_ADMIN_MESSAGES = {
  /** Any staff account's email, the Admin's, another sub-admin's or a host's: the one contract message (docs/contracts.md). */
  duplicateEmail: STAFF_EMAIL_TAKEN,
  roleMissing: 'The selected role does not exist',
  roleInactive: 'The selected role is inactive',
  twoPasswords: 'password and decryptPass differ: send the new password once',
  restoreRoleGone: 'The role of this sub-admin has been deleted: restore the role first',
} as const;
