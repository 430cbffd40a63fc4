import { rolesArea } from '#domain/areas/roles';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { fromPermissionInput } from '../../lib/permissions.ts';
import { allRoles } from './allRoles.ts';
import { roleMapper } from './mapper.ts';

const standard = areaResolvers(rolesArea, roleMapper, {
  create: ({ input }) => ({ name: input.name, permissions: input.permissions.map(fromPermissionInput) }),
  update: ({ input }) => ({ id: input.id, body: { name: input.name, permissions: input.permissions.map(fromPermissionInput) } }),
});

/** The roles area: the standard fields derived from the declaration, plus `allRoles`. */
export const rolesResolvers = { ...standard, Query: { ...standard.Query, allRoles } } satisfies Resolvers;
