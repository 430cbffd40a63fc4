import { z } from 'zod';
import { MODULE_KEYS } from '../modules.ts';
import { nameText } from './text.ts';

export const ROLE_NAME_MAX = 100;

export const permissionSchema = z.object({
  name: z.enum(MODULE_KEYS, { error: 'Unknown permission module' }),
  all: z.boolean().default(false),
  add: z.boolean().default(false),
  view: z.boolean().default(false),
  edit: z.boolean().default(false),
  del: z.boolean().default(false),
});

const permissionsSchema = z
  .array(permissionSchema, { error: 'Permissions are required' })
  // A role must allow something: no rows, or rows with nothing ticked, are no permission at all (§5).
  .refine((list) => list.some((p) => p.all || p.add || p.view || p.edit || p.del), 'Permissions are required')
  .refine((list) => new Set(list.map((p) => p.name)).size === list.length, 'Each module may appear only once');

const roleName = nameText('Role Name', ROLE_NAME_MAX);

/** §5 role edit and add: the same fields and messages. */
export const roleFormSchema = z.object({ name: roleName, permissions: permissionsSchema });
export type RoleForm = z.infer<typeof roleFormSchema>;
