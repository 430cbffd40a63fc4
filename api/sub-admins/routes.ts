import { listQuerySchema } from '#domain/schemas/list';
import {
  blockSubAdminSchema,
  createSubAdminSchema,
  deleteSubAdminSchema,
  restoreSubAdminSchema,
  updateSubAdminSchema,
} from '#domain/schemas/sub-admin';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { SUB_ADMIN_MESSAGES } from './messages.ts';
import { changeSubAdmin, createSubAdmin, findSubAdmin, listSubAdmins, updateChange } from './repository.ts';

const area = 'subAdmins';

// §7 gives PATCH /update/subAdmin two bodies: the edit form, or { subAdminId, isBlocked } from the switch.
const isBlockBody = (body: unknown): boolean => typeof body === 'object' && body !== null && 'isBlocked' in body;

/** §7 Sub-admin calls; Admin-only by §6 since `subAdmins` has no module entry. */
export const subAdminRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/subAdmins',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: SUB_ADMIN_MESSAGES.listed, data: await listSubAdmins(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'get',
    path: '/get/subAdmin/:subAdminId',
    area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const found = await findSubAdmin(db, params.subAdminId ?? '');
      if (!found) throw new HttpError(404, SUB_ADMIN_MESSAGES.notFound);
      return { message: SUB_ADMIN_MESSAGES.fetched, data: found };
    },
  },
  {
    method: 'post',
    path: '/create/subAdmin',
    area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => ({
      httpStatus: 201,
      message: SUB_ADMIN_MESSAGES.created,
      data: await createSubAdmin(db, actor.id, validate(createSubAdminSchema, body)),
    }),
  },
  {
    method: 'patch',
    path: '/update/subAdmin',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      if (isBlockBody(body)) {
        const { subAdminId, isBlocked } = validate(blockSubAdminSchema, body);
        const data = await changeSubAdmin(db, actor.id, subAdminId, { action: 'block', isBlocked });
        return { message: isBlocked ? SUB_ADMIN_MESSAGES.blocked : SUB_ADMIN_MESSAGES.unblocked, data };
      }
      const { subAdminId, ...form } = validate(updateSubAdminSchema, body);
      return { message: SUB_ADMIN_MESSAGES.updated, data: await changeSubAdmin(db, actor.id, subAdminId, await updateChange(db, form)) };
    },
  },
  {
    method: 'delete',
    path: '/delete/subAdmin',
    area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const { subAdminId } = validate(deleteSubAdminSchema, body);
      const deleted = await changeSubAdmin(db, actor.id, subAdminId, { action: 'delete' });
      return { message: SUB_ADMIN_MESSAGES.deleted, data: { _id: deleted._id } };
    },
  },
  {
    method: 'patch',
    path: '/restore/subAdmin',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { subAdminId } = validate(restoreSubAdminSchema, body);
      return { message: SUB_ADMIN_MESSAGES.restored, data: await changeSubAdmin(db, actor.id, subAdminId, { action: 'restore' }) };
    },
  },
];
