import { describe, expect, it } from 'vitest';
import { AccountType, isStatusCode, Status, statusLabel } from '#domain/codes';

describe('status and account-type codes', () => {
  it('uses the REST numbers of §9', () => {
    expect(Status).toEqual({ ACTIVE: 1, INACTIVE: 2 });
    expect(AccountType).toEqual({ ADMIN: 1, SUB_ADMIN: 2 });
  });

  it('labels statuses, with N/A for anything unknown', () => {
    expect(statusLabel(1)).toBe('Active');
    expect(statusLabel(2)).toBe('Inactive');
    expect(statusLabel(0)).toBe('N/A');
    expect(statusLabel(3)).toBe('N/A');
  });

  it('accepts only 1 and 2 as status codes', () => {
    expect(isStatusCode(1)).toBe(true);
    expect(isStatusCode(2)).toBe(true);
    for (const value of [0, 3, '1', null, undefined, true]) expect(isStatusCode(value)).toBe(false);
  });
});
