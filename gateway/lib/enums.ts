import { AccountType as AccountTypeCode, Status as StatusCode } from '#domain/codes';
import { weekDayOf, type WeekDayCode } from '#domain/week-days';
import { CategoryType as CategoryTypeCode, type CategoryTypeCode as TypeCode } from '#domain/floor/category-types';
import type { AccountType, CategoryType, Status, WeekDay } from '#gql/resolvers';

/** REST status 1/2 → GraphQL `Status`. */
export const toStatus = (code: number): Status => (code === StatusCode.ACTIVE ? 'ACTIVE' : 'INACTIVE');

/** GraphQL `Status` → REST status 1/2. */
export const fromStatus = (status: Status): 1 | 2 => (status === 'ACTIVE' ? StatusCode.ACTIVE : StatusCode.INACTIVE);

/** REST account type 1/2 → GraphQL `AccountType`. */
export const toAccountType = (code: number): AccountType => (code === AccountTypeCode.ADMIN ? 'ADMIN' : 'SUB_ADMIN');

/** REST week day 1 (Monday) … 7 (Sunday) → GraphQL `WeekDay`; the mappers' schemas let no other number through. */
export function toWeekDay(code: number): WeekDay {
  const day = weekDayOf(code);
  if (!day) throw new Error(`Week day ${code} is not 1 to 7`);
  return day.key;
}

/** GraphQL `WeekDay` → REST week day 1 … 7. */
export const fromWeekDay = (day: WeekDay): WeekDayCode => weekDayOf(day)!.code;
const CATEGORY_TYPES: Record<TypeCode, CategoryType> = { [CategoryTypeCode.SILVER]: 'SILVER', [CategoryTypeCode.GOLD]: 'GOLD', [CategoryTypeCode.PREMIUM]: 'PREMIUM' };

/** REST category type 1/2/3 → GraphQL `CategoryType`. */
export const toCategoryType = (code: TypeCode): CategoryType => CATEGORY_TYPES[code];

/** GraphQL `CategoryType` → REST category type 1/2/3. */
export const fromCategoryType = (type: CategoryType): TypeCode => CategoryTypeCode[type];
