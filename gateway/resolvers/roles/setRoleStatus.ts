import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { restRoleSchema, toRole } from './restRole.ts';

/** `setRoleStatus(id, status)`: PATCH /update/role/status. */
export const setRoleStatus: NonNullable<MutationResolvers['setRoleStatus']> = async (_parent, { id, status }, { rest }) => {
  const body = { roleId: id, status: fromStatus(status) };
  const { data, message } = await rest.send('PATCH', '/update/role/status', body, restRoleSchema);
  return { role: toRole(data), message };
};
