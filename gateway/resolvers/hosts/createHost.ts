import type { MutationResolvers } from '#gql/resolvers';
import { restHostSchema, toHost } from './restHost.ts';

/** `createHost(input)`: POST /create/host. */
export const createHost: NonNullable<MutationResolvers['createHost']> = async (_parent, { input }, { rest }) => {
  const { data, message } = await rest.send('POST', '/create/host', input, restHostSchema);
  return { host: toHost(data), message };
};
