import { NOT_AVAILABLE } from './messages.ts';

/** The special occasions of a contact-us enquiry (§3), by REST code and GraphQL name. */
export const SPECIAL_OCCASIONS = [
  { code: 1, name: 'NONE', label: 'None' },
  { code: 2, name: 'BIRTHDAY', label: 'Birthday' },
  { code: 3, name: 'MARRIAGE_ANNIVERSARY', label: 'Marriage Anniversary' },
] as const;
export type SpecialOccasionCode = (typeof SPECIAL_OCCASIONS)[number]['code'];
export type SpecialOccasionName = (typeof SPECIAL_OCCASIONS)[number]['name'];

/** "None", "Birthday" or "Marriage Anniversary" for a GraphQL name; "N/A" for anything else. */
export const specialOccasionLabel = (name: string): string => SPECIAL_OCCASIONS.find((o) => o.name === name)?.label ?? NOT_AVAILABLE;

/** The statuses of an enquiry (§3): filed as Pending, then Marked by staff. */
export const EnquiryStatus = { PENDING: 1, MARKED: 2 } as const;
