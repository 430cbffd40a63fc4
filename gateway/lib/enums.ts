import { AccountType as AccountTypeCode, Status as StatusCode } from '#domain/codes';
import { CategoryType as CategoryTypeCode, type CategoryTypeCode as TypeCode } from '#domain/floor/category-types';
import type { AccountType, CategoryType, Status } from '#gql/resolvers';

/** REST status 1/2 → GraphQL `Status`. */
export const toStatus = (code: number): Status => (code === StatusCode.ACTIVE ? 'ACTIVE' : 'INACTIVE');

/** GraphQL `Status` → REST status 1/2. */
export const fromStatus = (status: Status): 1 | 2 => (status === 'ACTIVE' ? StatusCode.ACTIVE : StatusCode.INACTIVE);

/** REST account type 1/2 → GraphQL `AccountType`. */
export const toAccountType = (code: number): AccountType => (code === AccountTypeCode.ADMIN ? 'ADMIN' : 'SUB_ADMIN');

const CATEGORY_TYPES: Record<TypeCode, CategoryType> = { [CategoryTypeCode.SILVER]: 'SILVER', [CategoryTypeCode.GOLD]: 'GOLD', [CategoryTypeCode.PREMIUM]: 'PREMIUM' };

/** REST category type 1/2/3 → GraphQL `CategoryType`. */
export const toCategoryType = (code: TypeCode): CategoryType => CATEGORY_TYPES[code];

/** GraphQL `CategoryType` → REST category type 1/2/3. */
export const fromCategoryType = (type: CategoryType): TypeCode => CategoryTypeCode[type];
