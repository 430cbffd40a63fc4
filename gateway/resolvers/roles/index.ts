import type { Resolvers } from '#gql/resolvers';
import { allRoles } from './allRoles.ts';
import { createRole } from './createRole.ts';
import { deleteRole } from './deleteRole.ts';
import { role } from './role.ts';
import { roles } from './roles.ts';
import { setRoleStatus } from './setRoleStatus.ts';
import { updateRole } from './updateRole.ts';

/** Root fields of the roles area. */
export const rolesResolvers = {
  Query: { roles, role, allRoles },
  Mutation: { createRole, updateRole, setRoleStatus, deleteRole },
} satisfies Resolvers;
