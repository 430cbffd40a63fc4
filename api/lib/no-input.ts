import { z } from 'zod';
import { validate } from './validate.ts';

const nothing = z.object({}).strict();

/**
 * For calls that take no body and no query (the sign-outs): anything sent is refused with 400, so a
 * malformed or hostile request never has the call's effect.
 */
export function expectNoInput({ body, query }: { body: unknown; query: unknown }): void {
  validate(nothing, body);
  validate(nothing, query);
}
