import type { MutationResolvers } from '#gql/resolvers';
import { restHostSchema, toHost } from './restHost.ts';

/** `restoreHost(id)`: PATCH /restore/host. */
export const restoreHost: NonNullable<MutationResolvers['restoreHost']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/restore/host', { hostId: id }, restHostSchema);
  return { host: toHost(data), message };
};
