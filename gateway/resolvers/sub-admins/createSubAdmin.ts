import type { MutationResolvers } from '#gql/resolvers';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

/** `createSubAdmin(input)`: POST /create/subAdmin. */
export const createSubAdmin: NonNullable<MutationResolvers['createSubAdmin']> = async (_parent, { input }, { rest }) => {
  const { data, message } = await rest.send('POST', '/create/subAdmin', input, restSubAdminSchema);
  return { subAdmin: toSubAdmin(data), message };
};
