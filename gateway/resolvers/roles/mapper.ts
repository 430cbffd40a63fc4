import { z } from 'zod';
import { permissionSchema } from '#domain/schemas/role';
import type { Role } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';
import { toPermission } from '../../lib/permissions.ts';

const restRole = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  permissions: z.array(permissionSchema),
});

/** REST `Role` (docs/contracts.md) → GraphQL `Role`. */
export const roleMapper: AreaMapper<typeof restRole, Role> = {
  rest: restRole,
  map: (role) => ({
    id: role._id,
    name: role.name,
    status: toStatus(role.status),
    createdAt: role.createdAt,
    permissions: role.permissions.map(toPermission),
  }),
};
