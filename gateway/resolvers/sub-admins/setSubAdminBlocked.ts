import type { MutationResolvers } from '#gql/resolvers';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

/** `setSubAdminBlocked(id, blocked)`: PATCH /update/subAdmin with { subAdminId, isBlocked }. */
export const setSubAdminBlocked: NonNullable<MutationResolvers['setSubAdminBlocked']> = async (_parent, { id, blocked }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/subAdmin', { subAdminId: id, isBlocked: blocked }, restSubAdminSchema);
  return { subAdmin: toSubAdmin(data), message };
};
