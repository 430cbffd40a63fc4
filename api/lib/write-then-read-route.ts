import type { z } from 'zod';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import type { AccessArea } from '#domain/modules';
import type { Db } from '../db/database.ts';
import { HttpError } from './http-error.ts';
import type { GuardedRoute } from './route.ts';
import { takenElsewhere } from './taken-elsewhere.ts';
import { validate, type TakenElsewhere } from './validate.ts';
import { venueToday } from './venue-clock.ts';

/** A PATCH whose reply is the record as reads show it, with values derived for the venue's today. */
export interface WriteThenRead<S extends z.ZodType, Key extends string> {
  area: AccessArea;
  path: string;
  schema: S;
  idKey: Key;
  message: string;
  notFound: string;
  /** The write; `today` is the venue's day the reply is read for. */
  write: (db: Db, actorId: string, body: z.output<S>, today: string) => Promise<unknown>;
  read: (db: Db, id: string, today: string) => Promise<unknown>;
  /** The schema of the record read back (the OpenAPI document's `data`). */
  output?: z.ZodType;
  /** The calls that set the body keys this one does not take (see `takenElsewhere`). */
  elsewhere?: TakenElsewhere;
}

/** `PATCH` that checks the body, writes, then answers with a fresh read (prices and counts of today included). */
export function writeThenReadRoute<S extends z.ZodType<Record<Key, string>>, Key extends string>(spec: WriteThenRead<S, Key>): GuardedRoute {
  return {
    method: 'patch',
    path: spec.path,
    input: { body: spec.schema },
    area: spec.area,
    action: 'edit',
    output: spec.output,
    handler: async ({ body, actor }, { db, clock }) => {
      const parsed = validate(spec.schema, body, spec.elsewhere);
      const today = venueToday(clock);
      await spec.write(db, actor.id, parsed, today);
      const data = await spec.read(db, parsed[spec.idKey], today);
      if (!data) throw new HttpError(404, spec.notFound);
      return { message: spec.message, data };
    },
  };
}

/** One area's record changes answered with a fresh read: `changeRoute(path, schema, message, toChange)`. */
export function changeThenReadRoutes<Key extends string, Change>(spec: {
  area: AccessArea;
  idKey: Key;
  notFound: string;
  change: (db: Db, actorId: string, id: string, change: Change) => Promise<unknown>;
  /** What else a change does once it is written, on the venue's `today` (a category switched to auto-renewal renews). */
  after?: (db: Db, id: string, change: Change, today: string) => Promise<unknown>;
  read: (db: Db, id: string, today: string) => Promise<unknown>;
  output?: z.ZodType;
  /** The area's declaration: a key sent to the wrong one of its calls is told which call sets it. */
  declaration?: AreaDeclaration;
}) {
  return <S extends z.ZodType<Record<Key, string>>>(path: string, schema: S, message: string, toChange: (body: z.output<S>) => Change): GuardedRoute =>
    writeThenReadRoute({ ...spec, path, schema, message, elsewhere: spec.declaration && takenElsewhere(spec.declaration, { method: 'patch', path }), write: async (db, actorId, body, today) => {
        const change = toChange(body);
        await spec.change(db, actorId, body[spec.idKey], change);
        await spec.after?.(db, body[spec.idKey], change, today);
      },
    });
}
