import { dashboardSummarySchema } from '#domain/schemas/replies';
import type { Resolvers } from '#gql/resolvers';

const summarySchema = dashboardSummarySchema;

/** `dashboard`: GET /dashboard/summary, each figure null where the account may not see its area. */
export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_parent, _args, { rest }) => {
      const { data } = await rest.get('/dashboard/summary', summarySchema);
      return {
        eventsTonight: data.eventsTonight?.map(({ _id, ...event }) => ({ id: _id, ...event })) ?? null,
        tablesToday: data.tablesToday ?? null,
        bookings: data.bookings ?? null,
        pendingEnquiries: data.pendingEnquiries ?? null,
        newsletter: data.newsletter ? (({ _id, ...rest }) => ({ id: _id, ...rest }))(data.newsletter) : null,
      };
    },
  },
};
