import { searchQuerySchema } from '#domain/schemas/search';
import type { RouteDef } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { searchRecords } from './repository.ts';
import { searchHitsSchema } from '#domain/schemas/replies';

/**
 * `GET /search?text=…&limit=…` (DESIGN §3): records of every area the caller's role may view,
 * ranked exact, prefix, then contains. Any signed-in account may call it; what it finds is
 * limited to the areas it can open.
 */
export const searchRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/search',
    output: searchHitsSchema,
    area: null,
    action: 'view',
    handler: async ({ actor, query }, { db }) => {
      const { text, limit } = validate(searchQuerySchema, query);
      const principal = { accountType: actor.accountType, permissions: actor.role.permissions };
      return { message: 'Records fetched successfully', data: await searchRecords(db, principal, text, limit) };
    },
  },
];
