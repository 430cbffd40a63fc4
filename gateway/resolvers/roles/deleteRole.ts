import { z } from 'zod';
import type { MutationResolvers } from '#gql/resolvers';

/** `deleteRole(id)`: soft delete through DELETE /delete/role. */
export const deleteRole: NonNullable<MutationResolvers['deleteRole']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('DELETE', '/delete/role', { roleId: id, isDelete: true }, z.object({ _id: z.string() }));
  return { id: data._id, message };
};
