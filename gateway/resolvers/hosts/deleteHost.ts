import { z } from 'zod';
import type { MutationResolvers } from '#gql/resolvers';

/** `deleteHost(id)`: soft delete through DELETE /delete/host. */
export const deleteHost: NonNullable<MutationResolvers['deleteHost']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('DELETE', '/delete/host', { hostId: id, isDelete: true }, z.object({ _id: z.string() }));
  return { id: data._id, message };
};
