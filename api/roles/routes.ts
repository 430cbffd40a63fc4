import { createRoleSchema, deleteRoleSchema, roleStatusSchema, updateRoleSchema } from '#domain/schemas/role';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { ROLE_MESSAGES } from './messages.ts';
import { restoreRoleSchema } from './restore-schema.ts';
import { changeRole, createRole, findRoleView, listActiveRoles, listRoles, type RoleChange } from './repository.ts';

const roles: StandardArea<RoleChange, 'roleId'> = { area: 'roles', idKey: 'roleId', notFound: ROLE_MESSAGES.notFound, change: changeRole };

/** §7 Roles calls; Admin-only by §6 since `roles` has no module entry. */
export const roleRoutes: GuardedRoute[] = [
  standardRoute.list(roles, '/get/roles', ROLE_MESSAGES.listed, listRoles),
  {
    method: 'get',
    path: '/get/all/roles',
    area: roles.area,
    action: 'view',
    handler: async (_input, { db }) => ({ message: ROLE_MESSAGES.listed, data: await listActiveRoles(db) }),
  },
  standardRoute.get(roles, '/get/role/:roleId', ROLE_MESSAGES.fetched, findRoleView),
  standardRoute.create(roles, '/create/role', createRoleSchema, ROLE_MESSAGES.created, createRole),
  {
    method: 'patch',
    path: '/update/role',
    area: roles.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { roleId, ...form } = validate(updateRoleSchema, body);
      return { message: ROLE_MESSAGES.updated, data: await changeRole(db, actor.id, roleId, { action: 'update', values: form }) };
    },
  },
  standardRoute.status(roles, '/update/role/status', roleStatusSchema, ROLE_MESSAGES.statusUpdated),
  standardRoute.remove(roles, '/delete/role', deleteRoleSchema, ROLE_MESSAGES.deleted),
  standardRoute.restore(roles, '/restore/role', restoreRoleSchema, ROLE_MESSAGES.restored),
];
