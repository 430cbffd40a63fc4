import { STAFF_EMAIL_TAKEN } from '../lib/messages.ts';

/** Host replies beyond the standard ones, which come from the declaration. */
export const HOST_MESSAGES = {
  /** Any staff account's email, the Admin's, a sub-admin's or another host's: the one contract message (docs/contracts.md). */
  duplicate: STAFF_EMAIL_TAKEN,
} as const;
