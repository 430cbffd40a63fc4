import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { restRoutes } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { deletedRecordSchema } from '#domain/schemas/replies';
import type { Db } from '../db/database.ts';
import type { GuardedRoute } from './route.ts';
import { takenElsewhere } from './taken-elsewhere.ts';
import { validate } from './validate.ts';
import { venueToday } from './venue-clock.ts';

/** The declared soft delete of an area whose other routes are written by hand: `{ _id }` and the standard reply; `remove` gets the venue's today. */
export function declaredDeleteRoute(area: AreaDeclaration, remove: (db: Db, actorId: string, id: string, today: string) => Promise<unknown>): GuardedRoute {
  const body = bodySchemas(area).delete;
  const elsewhere = takenElsewhere(area, restRoutes(area).delete);
  return {
    ...restRoutes(area).delete,
    input: { body },
    area: area.access,
    action: 'del',
    output: deletedRecordSchema,
    handler: async ({ body: sent, actor }, { db, clock }) => {
      const id = (validate(body, sent, elsewhere) as Record<string, string>)[area.idKey] ?? '';
      await remove(db, actor.id, id, venueToday(clock));
      return { message: standardMessages(area).deleted, data: { _id: id } };
    },
  };
}
