import { z } from 'zod';
import { rolesArea } from '#domain/areas/roles';
import { areaRoutes } from '../lib/area-routes.ts';
import { choicesRoute } from '../lib/choices-route.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeRole, createRole, findRoleView, listActiveRoles, listRoles, rolesBulk } from './repository.ts';
import { roleRecordSchema } from '#domain/schemas/replies';

/** §7 Roles calls; Admin-only by §6 since `roles` has no module entry. */
export const roleRoutes: GuardedRoute[] = [
  ...areaRoutes(rolesArea, {
    list: listRoles,
    find: findRoleView,
    create: createRole,
    update: (db, actorId, id, values) => changeRole(db, actorId, id, { action: 'update', values }),
    change: changeRole, bulk: rolesBulk,
  }),
  choicesRoute(rolesArea, '/get/all/roles', { output: z.array(roleRecordSchema), read: ({ db }) => listActiveRoles(db) }),
];
