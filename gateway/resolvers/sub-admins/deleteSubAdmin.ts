import { z } from 'zod';
import type { MutationResolvers } from '#gql/resolvers';

/** `deleteSubAdmin(id)`: soft delete through DELETE /delete/subAdmin. */
export const deleteSubAdmin: NonNullable<MutationResolvers['deleteSubAdmin']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('DELETE', '/delete/subAdmin', { subAdminId: id, isDelete: true }, z.object({ _id: z.string() }));
  return { id: data._id, message };
};
