import type { QueryResolvers } from '#gql/resolvers';
import { restRoleSchema, toRole } from './restRole.ts';

/** `role(id)`: one role with its permission matrix. */
export const role: NonNullable<QueryResolvers['role']> = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get(`/get/role/${encodeURIComponent(id)}`, restRoleSchema);
  return toRole(data);
};
