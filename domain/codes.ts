/** Record status as stored and sent by the REST API (§3, §9). */
export const Status = { ACTIVE: 1, INACTIVE: 2 } as const;
export type StatusCode = (typeof Status)[keyof typeof Status];

/** Staff account types (§1, §6). */
export const AccountType = { ADMIN: 1, SUB_ADMIN: 2 } as const;
export type AccountTypeCode = (typeof AccountType)[keyof typeof AccountType];

export const statusLabel = (status: number): string =>
  status === Status.ACTIVE ? 'Active' : status === Status.INACTIVE ? 'Inactive' : 'N/A';

export const isStatusCode = (value: unknown): value is StatusCode =>
  value === Status.ACTIVE || value === Status.INACTIVE;
