import type { MutationResolvers } from '#gql/resolvers';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

/** `restoreSubAdmin(id)`: PATCH /restore/subAdmin. */
export const restoreSubAdmin: NonNullable<MutationResolvers['restoreSubAdmin']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/restore/subAdmin', { subAdminId: id }, restSubAdminSchema);
  return { subAdmin: toSubAdmin(data), message };
};
