/** Contact-us replies beyond the standard ones, which come from the declaration. */
export const CONTACT_US_MESSAGES = {
  /** The public call's reply to the venue's site. */
  received: 'Enquiry received successfully',
} as const;
