import { z } from 'zod';
import { validate } from './validate.ts';

/** The body or query of a call that takes none: an empty object, anything else refused. */
export const noInput = z.object({}).strict();

/**
 * For calls that take no body and no query (the sign-outs): anything sent is refused with 400, so a
 * malformed or hostile request never has the call's effect.
 */
export function expectNoInput({ body, query }: { body: unknown; query: unknown }): void {
  validate(noInput, body);
  validate(noInput, query);
}
