import type { MutationResolvers } from '#gql/resolvers';
import { fromPermissionInput } from '../../lib/permissions.ts';
import { restRoleSchema, toRole } from './restRole.ts';

/** `updateRole(input)`: PATCH /update/role. */
export const updateRole: NonNullable<MutationResolvers['updateRole']> = async (_parent, { input }, { rest }) => {
  const body = { roleId: input.id, name: input.name, permissions: input.permissions.map(fromPermissionInput) };
  const { data, message } = await rest.send('PATCH', '/update/role', body, restRoleSchema);
  return { role: toRole(data), message };
};
