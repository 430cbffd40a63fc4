import type { MutationResolvers } from '#gql/resolvers';
import { restHostSchema, toHost } from './restHost.ts';

/** `setHostBlocked(id, blocked)`: PATCH /update/host with {hostId, isBlocked}. */
export const setHostBlocked: NonNullable<MutationResolvers['setHostBlocked']> = async (_parent, { id, blocked }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/host', { hostId: id, isBlocked: blocked }, restHostSchema);
  return { host: toHost(data), message };
};
