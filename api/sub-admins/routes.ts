import {
  blockSubAdminSchema,
  createSubAdminSchema,
  deleteSubAdminSchema,
  restoreSubAdminSchema,
  updateSubAdminSchema,
} from '#domain/schemas/sub-admin';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { SUB_ADMIN_MESSAGES } from './messages.ts';
import { changeSubAdmin, createSubAdmin, findSubAdmin, listSubAdmins, updateChange, type SubAdminChange } from './repository.ts';

const subAdmins: StandardArea<SubAdminChange, 'subAdminId'> = {
  area: 'subAdmins',
  idKey: 'subAdminId',
  notFound: SUB_ADMIN_MESSAGES.notFound,
  change: changeSubAdmin,
};

// §7 gives PATCH /update/subAdmin two bodies: the edit form, or { subAdminId, isBlocked } from the switch.
const isBlockBody = (body: unknown): boolean => typeof body === 'object' && body !== null && 'isBlocked' in body;

/** §7 Sub-admin calls; Admin-only by §6 since `subAdmins` has no module entry. */
export const subAdminRoutes: GuardedRoute[] = [
  standardRoute.list(subAdmins, '/get/subAdmins', SUB_ADMIN_MESSAGES.listed, listSubAdmins),
  standardRoute.get(subAdmins, '/get/subAdmin/:subAdminId', SUB_ADMIN_MESSAGES.fetched, findSubAdmin),
  standardRoute.create(subAdmins, '/create/subAdmin', createSubAdminSchema, SUB_ADMIN_MESSAGES.created, createSubAdmin),
  {
    method: 'patch',
    path: '/update/subAdmin',
    area: subAdmins.area,
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
  standardRoute.remove(subAdmins, '/delete/subAdmin', deleteSubAdminSchema, SUB_ADMIN_MESSAGES.deleted),
  standardRoute.restore(subAdmins, '/restore/subAdmin', restoreSubAdminSchema, SUB_ADMIN_MESSAGES.restored),
];
