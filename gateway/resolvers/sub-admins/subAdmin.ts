import type { QueryResolvers } from '#gql/resolvers';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

/** `subAdmin(id)`: one sub-admin with its role. */
export const subAdmin: NonNullable<QueryResolvers['subAdmin']> = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get(`/get/subAdmin/${encodeURIComponent(id)}`, restSubAdminSchema);
  return toSubAdmin(data);
};
