import { roleRecordSchema } from '#domain/schemas/replies';
import type { Role } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';
import { toPermissionRow } from '#domain/permission-rows';

const restRole = roleRecordSchema;

/** REST `Role` (docs/contracts.md) → GraphQL `Role`. */
export const roleMapper: AreaMapper<typeof restRole, Role> = {
  rest: restRole,
  map: (role) => ({
    id: role._id,
    name: role.name,
    status: toStatus(role.status),
    createdAt: role.createdAt,
    updatedAt: role.updatedAt,
    permissions: role.permissions.map(toPermissionRow),
  }),
};
