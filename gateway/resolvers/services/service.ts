import type { QueryResolvers } from '#gql/resolvers';
import { restServiceSchema, toService } from './restService.ts';

/** `service(id)`: one service. */
export const service: NonNullable<QueryResolvers['service']> = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get(`/get/service/${encodeURIComponent(id)}`, restServiceSchema);
  return toService(data);
};
