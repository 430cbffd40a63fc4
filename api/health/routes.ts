import { sql } from 'drizzle-orm';
import type { RouteDef } from '../lib/route.ts';

/** Liveness and database reachability, for load balancers and `venue smoke`. */
export const healthRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/health',
    public: true,
    handler: async (_input, { db }) => {
      await db.execute(sql`select 1`);
      return { message: 'OK', data: { database: 'up' } };
    },
  },
];
