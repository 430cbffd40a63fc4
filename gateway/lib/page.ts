import { z } from 'zod';
import type { QueryParams, RestClient } from './rest.ts';

/** GETs a REST page `{ data, count }` and maps it to a GraphQL page `{ items, count }`. */
export async function readPage<S extends z.ZodType, Item>(
  rest: RestClient,
  path: string,
  itemSchema: S,
  toItem: (row: z.infer<S>) => Item,
  query: QueryParams,
): Promise<{ items: Item[]; count: number }> {
  const { data } = await rest.get(path, z.object({ data: z.array(itemSchema), count: z.number().int() }), query);
  return { items: data.data.map(toItem), count: data.count };
}
