/** One GraphQL sort key: a `<Type>OrderField` value (a REST field in CONSTANT_CASE) and its direction. */
export interface OrderKey {
  field: string;
  direction: 'ASC' | 'DESC';
}

/** `CREATED_AT` → `createdAt`: the REST name of a `<Type>OrderField` value. */
export const restField = (value: string): string => value.toLowerCase().replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** `createdAt` → `CREATED_AT`: the `<Type>OrderField` value of a REST field. */
export const orderField = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();

/**
 * `orderBy: [{ field: NAME, direction: ASC }, { field: CREATED_AT, direction: DESC }]` → REST's
 * `sort=name,-createdAt`; undefined when no key is given, so the list keeps its own order.
 */
export const sortParam = (orderBy: readonly OrderKey[] | null | undefined): string | undefined =>
  orderBy?.length ? orderBy.map((key) => `${key.direction === 'DESC' ? '-' : ''}${restField(key.field)}`).join(',') : undefined;
