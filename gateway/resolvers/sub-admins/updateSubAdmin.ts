import type { MutationResolvers } from '#gql/resolvers';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

/** `updateSubAdmin(input)`: PATCH /update/subAdmin; no password keeps the current one. */
export const updateSubAdmin: NonNullable<MutationResolvers['updateSubAdmin']> = async (_parent, { input }, { rest }) => {
  const { id, password, ...fields } = input;
  const body = { subAdminId: id, ...fields, ...(password ? { password } : {}) };
  const { data, message } = await rest.send('PATCH', '/update/subAdmin', body, restSubAdminSchema);
  return { subAdmin: toSubAdmin(data), message };
};
