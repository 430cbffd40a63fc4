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

/** The same, from a query-string value ("20"). */
export const wholeNumberParam = (label: string, min = 0, max = INT32_MAX) =>
  z.coerce.number({ error: `${label} must be a number` }).pipe(wholeNumber(label, min, max));
