import type { MutationResolvers } from '#gql/resolvers';
import { fromPermissionInput } from '../../lib/permissions.ts';
import { restRoleSchema, toRole } from './restRole.ts';

/** `createRole(input)`: POST /create/role. */
export const createRole: NonNullable<MutationResolvers['createRole']> = async (_parent, { input }, { rest }) => {
  const body = { name: input.name, permissions: input.permissions.map(fromPermissionInput) };
  const { data, message } = await rest.send('POST', '/create/role', body, restRoleSchema);
  return { role: toRole(data), message };
};
