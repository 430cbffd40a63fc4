import { z } from 'zod';
import { permissionSchema } from '#domain/schemas/role';
import type { Role } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';
import { toPermission } from '../../lib/permissions.ts';

/** REST `Role` (docs/contracts.md). */
export const restRoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.number().int(),
  createdAt: z.string(),
  permissions: z.array(permissionSchema),
});

/** REST `Role` → GraphQL `Role`. */
export const toRole = (role: z.infer<typeof restRoleSchema>): Role => ({
  id: role._id,
  name: role.name,
  status: toStatus(role.status),
  createdAt: role.createdAt,
  permissions: role.permissions.map(toPermission),
});
