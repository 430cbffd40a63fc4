import type { RouteDef } from '../lib/route.ts';
import { expectNoInput } from '../lib/no-input.ts';
import { systemClock } from '../lib/venue-clock.ts';
import { dashboardSummary } from './summary.ts';
import { dashboardSummarySchema } from '#domain/schemas/replies';

/** The dashboard's figures: any signed-in account, each figure only where its role sees the area. */
export const dashboardRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/dashboard/summary',
    output: dashboardSummarySchema,
    area: null,
    action: 'view',
    handler: async ({ actor, body, query }, { db, clock }) => {
      expectNoInput({ body, query });
      return { message: 'Dashboard fetched successfully', data: await dashboardSummary(db, actor, clock ?? systemClock()) };
    },
  },
];
