import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: every whole number the API stores fits in it. */
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number for an `integer` column: `label` names it in the messages. Bounded to the column's
 * range so a number the database cannot hold is a 400 here, never a database error.
 */
export const wholeNumber = (label: string, min = 0, max = INT32_MAX) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} must not be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must not exceed ${max}`);

/** Plain decimal digits, as a person writes a number ("20", "1.5"): no "0x10", "1e3", "Infinity" or empty text. */
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/**
 * The same, from a query-string value ("20", surrounding spaces allowed). Only plain decimal text
 * counts as a number: `Number()` would also read "0x10" as 16, "1e3" as 1000 and "" as 0, so a
 * typo'd or empty `limit=` / `offset=` would silently page somewhere else instead of being refused.
 * The OpenAPI document still describes it as an integer with its bounds.
 */
export const wholeNumberParam = (label: string, min = 0, max = INT32_MAX) => queryNumber(wholeNumber(label, min, max), min, max);

/** A query-string value read as a number when it is plain decimal text; anything else is left for `schema` to refuse as not a number. */
export const readDecimal = (raw: unknown) => (typeof raw === 'string' && DECIMAL.test(raw.trim()) ? Number(raw.trim()) : raw);

/** `schema` (a bounded whole number) read from a query-string value, documented in OpenAPI as an integer from `min` to `max`. */
export const queryNumber = <S extends z.ZodType<number>>(schema: S, min: number, max: number) =>
  z.preprocess(readDecimal, schema).meta({ type: 'integer', minimum: min, maximum: max });

/**
 * A code in the query string (`status=1`) checked by `check`: plain decimal text becomes its number,
 * anything else 0, which `check` refuses with its own message. Optional.
 */
export const queryCode = <Out>(check: z.ZodType<Out, number>) => z.preprocess(readDecimal, z.number()).catch(0).pipe(check).optional();
