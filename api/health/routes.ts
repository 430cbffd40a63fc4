import { sql } from 'drizzle-orm';
import type { RouteDef } from '../lib/route.ts';
import { healthSchema } from '#domain/schemas/replies';

/** Liveness and database reachability, for load balancers and `venue smoke`. */
export const healthRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/health',
    public: true,
    output: healthSchema,
    handler: async (_input, { db }) => {
      await db.execute(sql`select 1`);
      return { message: 'OK', data: { database: 'up' } };
    },
  },
];
