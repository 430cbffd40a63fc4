import { AccountType } from '#domain/codes';

/** GraphQL's AccountType enum → the integer the spec stores (§6). */
export const accountTypeCode = (value: 'ADMIN' | 'SUB_ADMIN'): number =>
  value === 'ADMIN' ? AccountType.ADMIN : AccountType.SUB_ADMIN;
