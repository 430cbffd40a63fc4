import type { QueryResolvers } from '#gql/resolvers';
import { restHostSchema, toHost } from './restHost.ts';

/** `host(id)`: one host. */
export const host: NonNullable<QueryResolvers['host']> = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get(`/get/host/${encodeURIComponent(id)}`, restHostSchema);
  return toHost(data);
};
