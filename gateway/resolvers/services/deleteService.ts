import { z } from 'zod';
import type { MutationResolvers } from '#gql/resolvers';

/** `deleteService(id)`: soft delete through DELETE /delete/service. */
export const deleteService: NonNullable<MutationResolvers['deleteService']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('DELETE', '/delete/service', { serviceId: id, isDelete: true }, z.object({ _id: z.string() }));
  return { id: data._id, message };
};
