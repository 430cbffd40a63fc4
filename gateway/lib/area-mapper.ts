import type { z } from 'zod';

/**
 * How one area's REST record becomes its GraphQL type, written once per area (as The Guild's
 * server preset does with mappers): the zod schema checks what the API replies, `map` shapes it.
 */
export interface AreaMapper<S extends z.ZodType, T> {
  rest: S;
  map: (row: z.infer<S>) => T;
}
