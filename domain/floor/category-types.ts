/** Category type values (§3): event tickets and categories share them. */
export const CategoryType = { SILVER: 1, GOLD: 2, PREMIUM: 3 } as const;
export type CategoryTypeCode = (typeof CategoryType)[keyof typeof CategoryType];

/** Every category type code, in their order. */
export const CATEGORY_TYPES: readonly CategoryTypeCode[] = Object.values(CategoryType);

/** Display names of the category types, in their order. */
export const CATEGORY_TYPE_LABELS: Record<CategoryTypeCode, string> = { 1: 'Silver', 2: 'Gold', 3: 'Premium' };

/** The name of a type as GraphQL spells it (SILVER, GOLD, PREMIUM), the key of `CategoryType`. */
export type CategoryTypeKey = keyof typeof CategoryType;

/** "Silver" for SILVER, and so on. */
export const categoryTypeLabel = (key: CategoryTypeKey): string => CATEGORY_TYPE_LABELS[CategoryType[key]];
