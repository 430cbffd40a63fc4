import { listQuerySchema } from '#domain/schemas/list';
import { createRoleSchema, deleteRoleSchema, roleStatusSchema, updateRoleSchema } from '#domain/schemas/role';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { ROLE_MESSAGES } from './messages.ts';
import { presentRole } from './present.ts';
import { restoreRoleSchema } from './restore-schema.ts';
import { changeRole, createRole, findRole, listActiveRoles, listRoles } from './repository.ts';

const area = 'roles';

/** §7 Roles calls; Admin-only by §6 since `roles` has no module entry. */
export const roleRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/roles',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: ROLE_MESSAGES.listed, data: await listRoles(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'get',
    path: '/get/all/roles',
    area,
    action: 'view',
    handler: async (_input, { db }) => ({ message: ROLE_MESSAGES.listed, data: await listActiveRoles(db) }),
  },
  {
    method: 'get',
    path: '/get/role/:roleId',
    area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const row = await findRole(db, params.roleId ?? '');
      if (!row) throw new HttpError(404, ROLE_MESSAGES.notFound);
      return { message: ROLE_MESSAGES.fetched, data: presentRole(row) };
    },
  },
  {
    method: 'post',
    path: '/create/role',
    area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => ({
      httpStatus: 201,
      message: ROLE_MESSAGES.created,
      data: await createRole(db, actor.id, validate(createRoleSchema, body)),
    }),
  },
  {
    method: 'patch',
    path: '/update/role',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { roleId, ...form } = validate(updateRoleSchema, body);
      return { message: ROLE_MESSAGES.updated, data: await changeRole(db, actor.id, roleId, { action: 'update', form }) };
    },
  },
  {
    method: 'patch',
    path: '/update/role/status',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { roleId, status } = validate(roleStatusSchema, body);
      return { message: ROLE_MESSAGES.statusUpdated, data: await changeRole(db, actor.id, roleId, { action: 'status', status }) };
    },
  },
  {
    method: 'delete',
    path: '/delete/role',
    area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const { roleId } = validate(deleteRoleSchema, body);
      const role = await changeRole(db, actor.id, roleId, { action: 'delete' });
      return { message: ROLE_MESSAGES.deleted, data: { _id: role._id } };
    },
  },
  {
    method: 'patch',
    path: '/restore/role',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { roleId } = validate(restoreRoleSchema, body);
      return { message: ROLE_MESSAGES.restored, data: await changeRole(db, actor.id, roleId, { action: 'restore' }) };
    },
  },
];
