import { z } from 'zod';
import { rolesArea } from '#domain/areas/roles';
import { standardMessages } from '#domain/declaration/standard-messages';
import { areaRoutes } from '../lib/area-routes.ts';
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
  {
    method: 'get',
    path: '/get/all/roles',
    area: rolesArea.access,
    action: 'view',
    output: z.array(roleRecordSchema),
    handler: async (_input, { db }) => ({ message: standardMessages(rolesArea).listed, data: await listActiveRoles(db) }),
  },
];
