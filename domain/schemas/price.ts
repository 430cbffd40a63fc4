import { z } from 'zod';

/** Prices are AED (§1) and stored with 2 decimals (`numeric(12, 2)`): a third would be rounded away, or kept where a row is JSON. */
export const PRICE_DECIMALS_MESSAGE = 'Price may have at most 2 decimals';

// Whole fils, within the error of binary fractions (19.99 * 100 is 1998.9999999999998).
const inFils = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

/**
 * The one decimals rule of every AED price a body carries (category records, event categories,
 * ticket categories, bookings): more than 2 decimals is refused with "Price may have at most 2
 * decimals", never rounded.
 */
export const atMostTwoDecimals = (price: z.ZodNumber) => price.refine(inFils, PRICE_DECIMALS_MESSAGE);

const absent = (input: unknown) => input === undefined || input === null || input === '';

/** An AED price of a form (§5): a number ("Price is required", "Price must be a number") from `min` to `max`, with at most 2 decimals. */
export const aedPriceSchema = ({ min, max }: { min: number; max: number }) =>
  atMostTwoDecimals(
    z
      .number({ error: (issue) => (absent(issue.input) ? 'Price is required' : 'Price must be a number') })
      .min(min, `Price must be at least ${min}`)
      .max(max, `Price must not exceed ${max}`),
  );
