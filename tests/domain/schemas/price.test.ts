import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bookingFormSchema } from '#domain/schemas/booking';
import { recordPriceSchema } from '#domain/schemas/category-record';
import { eventCategorySchema } from '#domain/schemas/event';
import { eventTicketFormSchema } from '#domain/schemas/event-ticket';
import { PRICE_DECIMALS_MESSAGE } from '#domain/schemas/price';

const messagesAt = (schema: z.ZodType, input: unknown, path: (string | number)[]) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.filter((issue) => issue.path.join('.') === path.join('.')).map((issue) => issue.message);
};

// Every AED price a body carries, with a body that is otherwise valid.
const priced: [string, z.ZodType, (price: number) => unknown, (string | number)[]][] = [
  ['a category record', recordPriceSchema, (price) => price, []],
  ['an event category row', eventCategorySchema, (price) => ({ categoryId: 'c', name: 'Gold', price }), ['price']],
  ['a ticket category', eventTicketFormSchema, (price) => ({ eventId: 'e', categories: [{ type: 1, name: 'Silver', offer: 'Entry', price, totalTickets: 100 }] }), ['categories', 0, 'price']],
  ['a booking', bookingFormSchema, (price) => ({ bookingType: 2, price, userId: 'u', ticketCategoryId: 't', tickets: 1 }), ['price']],
];

describe('AED prices: at most 2 decimals, one rule everywhere', () => {
  it.each(priced)('%s refuses a third decimal with "Price may have at most 2 decimals" and takes fils', (_name, schema, body, path) => {
    expect(PRICE_DECIMALS_MESSAGE).toBe('Price may have at most 2 decimals');
    for (const price of [1.555, 10.005, 99.001, 1234567.891]) expect(messagesAt(schema, body(price), path), String(price)).toEqual([PRICE_DECIMALS_MESSAGE]);
    for (const price of [1, 19.99, 0.1 + 0.2 + 1, 1.1, 9999999.99]) expect(schema.safeParse(body(price)).success, String(price)).toBe(true);
  });
});
