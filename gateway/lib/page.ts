import { z } from 'zod';
import { PAGE_SIZE } from '#domain/limits';
import type { QueryParams, RestClient } from './rest.ts';

/** Where a page sits in its list: the offset and limit the API applied, and whether more items follow. */
export type PageInfo = { offset: number; limit: number; hasNextPage: boolean };

/** A GraphQL page: its items, the whole list's count and its page info. */
export type Page<Item> = { items: Item[]; count: number; pageInfo: PageInfo };

/**
 * Builds the GraphQL page from what the API returned for `limit` and `offset` as asked (the list's
 * default limit when left out, `defaultLimit`; a limit above the cap never gets here, the API refuses it).
 */
export const toPage = <Item>(items: Item[], count: number, asked: { limit?: number | null; offset?: number | null }, defaultLimit = PAGE_SIZE): Page<Item> => {
  const offset = asked.offset ?? 0;
  const limit = asked.limit ?? defaultLimit;
  return { items, count, pageInfo: { offset, limit, hasNextPage: offset + items.length < count } };
};

// One page schema per item schema, built on first use: readPage runs on every list request.
const pageSchemas = new WeakMap<z.ZodType, z.ZodType>();
const pageSchemaOf = <S extends z.ZodType>(itemSchema: S): z.ZodType<{ data: z.infer<S>[]; count: number }> => {
  let schema = pageSchemas.get(itemSchema);
  if (!schema) pageSchemas.set(itemSchema, (schema = z.object({ data: z.array(itemSchema), count: z.number().int() })));
  return schema as z.ZodType<{ data: z.infer<S>[]; count: number }>;
};

/** GETs a REST page `{ data, count }` and maps it to a GraphQL page `{ items, count, pageInfo }`; `defaultLimit` is the REST list's own default page size. */
export async function readPage<S extends z.ZodType, Item>(
  rest: RestClient,
  path: string,
  itemSchema: S,
  toItem: (row: z.infer<S>) => Item,
  query: QueryParams & { limit?: number | null; offset?: number | null },
  defaultLimit = PAGE_SIZE,
): Promise<Page<Item>> {
  const { data } = await rest.get(path, pageSchemaOf(itemSchema), query);
  return toPage(data.data.map(toItem), data.count, query, defaultLimit);
}
