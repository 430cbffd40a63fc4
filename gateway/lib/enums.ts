import { AccountType as AccountTypeCode, Status as StatusCode } from '#domain/codes';
import type { AccountType, Status } from '#gql/resolvers';

/** REST status 1/2 → GraphQL `Status`. */
export const toStatus = (code: number): Status => (code === StatusCode.ACTIVE ? 'ACTIVE' : 'INACTIVE');

/** GraphQL `Status` → REST status 1/2. */
export const fromStatus = (status: Status): 1 | 2 => (status === 'ACTIVE' ? StatusCode.ACTIVE : StatusCode.INACTIVE);

/** REST account type 1/2 → GraphQL `AccountType`. */
export const toAccountType = (code: number): AccountType => (code === AccountTypeCode.ADMIN ? 'ADMIN' : 'SUB_ADMIN');
