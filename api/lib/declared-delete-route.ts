import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { restRoutes } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { deletedRecordSchema } from '#domain/schemas/replies';
import type { Db } from '../db/database.ts';
import type { GuardedRoute } from './route.ts';
import { validate } from './validate.ts';

/** The declared soft delete of an area whose other routes are written by hand: `{ _id }` and the standard reply. */
export function declaredDeleteRoute(area: AreaDeclaration, remove: (db: Db, actorId: string, id: string) => Promise<unknown>): GuardedRoute {
  return {
    ...restRoutes(area).delete,
    input: { body: bodySchemas(area).delete },
    area: area.access,
    action: 'del',
    output: deletedRecordSchema,
    handler: async ({ body, actor }, { db }) => {
      const id = (validate(bodySchemas(area).delete, body) as Record<string, string>)[area.idKey] ?? '';
      await remove(db, actor.id, id);
      return { message: standardMessages(area).deleted, data: { _id: id } };
    },
  };
}
