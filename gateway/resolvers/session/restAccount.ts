import { z } from 'zod';
import { permissionSchema } from '#domain/schemas/role';

/** The account's role as the API sends it on login and /me (`_id` null for an Admin). */
export const restRoleRefSchema = z.object({
  _id: z.string().nullable(),
  name: z.string(),
  permissions: z.array(permissionSchema),
});
