import { z } from 'zod';
import type { MutationResolvers } from '#gql/resolvers';

/** `deleteUser(id)`: soft delete through POST /delete/user (§7: the users delete is a POST). */
export const deleteUser: NonNullable<MutationResolvers['deleteUser']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('POST', '/delete/user', { userId: id, isDelete: true }, z.object({ _id: z.string() }));
  return { id: data._id, message };
};
