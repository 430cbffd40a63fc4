import type { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { standardMessages } from '#domain/declaration/standard-messages';
import type { AccessArea } from '#domain/modules';
import type { Action } from '#domain/permissions';
import type { ApiDeps, GuardedRoute, RequestInput } from './route.ts';
import { validate } from './validate.ts';
import { venueToday } from './venue-clock.ts';

/** Whose forms read the choices: each area's editors (add and edit), or readers where a screen only picks from them. */
type Readers = readonly (AccessArea | { area: AccessArea; action: Action })[];

interface Choices<Q extends z.ZodType, O extends z.ZodType> {
  /** The records, in the order the select shows them; `today` is the venue's day. */
  read: (deps: ApiDeps, query: z.output<Q>, today: string) => Promise<z.output<O>>;
  output: O;
  /** A query the select may send (the events' `search`, `status`). */
  query?: Q;
  /** Areas whose forms hold the select: they read the choices without the area's own screens. */
  readers?: Readers;
}

/**
 * `GET /get/all/<many>` (§7): the live records another area's select offers, as a plain array. It
 * needs a read of the area itself, or a grant of an area whose form holds the select.
 */
export function choicesRoute<Q extends z.ZodType, O extends z.ZodType>(area: AreaDeclaration, path: string, { read, output, query, readers = [] }: Choices<Q, O>): GuardedRoute {
  const listed = standardMessages(area).listed;
  return {
    method: 'get',
    path,
    area: area.access,
    action: 'view',
    alsoAllowed: readers.flatMap((reader) =>
      typeof reader === 'string' ? [{ area: reader, action: 'add' as const }, { area: reader, action: 'edit' as const }] : [reader],
    ),
    ...(query && { input: { query } }),
    output,
    handler: async (input: RequestInput, deps) => ({
      message: listed,
      data: await read(deps, (query ? validate(query, input.query) : undefined) as z.output<Q>, venueToday(deps.clock)),
    }),
  };
}
