import { listQuerySchema } from '#domain/schemas/list';
import {
  createServiceSchema,
  deleteServiceSchema,
  restoreServiceSchema,
  serviceStatusSchema,
  updateServiceSchema,
} from '#domain/schemas/service';
import { changeAudited, createAudited, findLive } from '../lib/audited-records.ts';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { SERVICE_MESSAGES } from './messages.ts';
import { listServices, requireServiceMedia, serviceArea } from './repository.ts';

const area = 'services';

/** §7 Services calls, guarded by the `services` module (§6). */
export const serviceRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/services',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: SERVICE_MESSAGES.listed, data: await listServices(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'get',
    path: '/get/service/:serviceId',
    area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const row = await findLive(db, serviceArea, params.serviceId ?? '');
      if (!row) throw new HttpError(404, SERVICE_MESSAGES.notFound);
      return { message: SERVICE_MESSAGES.fetched, data: serviceArea.present(row) };
    },
  },
  {
    method: 'post',
    path: '/create/service',
    area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => {
      const form = validate(createServiceSchema, body);
      return { httpStatus: 201, message: SERVICE_MESSAGES.created, data: await createAudited(db, actor.id, serviceArea, form, requireServiceMedia(form)) };
    },
  },
  {
    method: 'patch',
    path: '/update/service',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { serviceId, ...values } = validate(updateServiceSchema, body);
      const change = { action: 'update', values } as const;
      return { message: SERVICE_MESSAGES.updated, data: await changeAudited(db, actor.id, serviceArea, serviceId, change, requireServiceMedia(values)) };
    },
  },
  {
    method: 'patch',
    path: '/update/service/status',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { serviceId, status } = validate(serviceStatusSchema, body);
      return { message: SERVICE_MESSAGES.statusUpdated, data: await changeAudited(db, actor.id, serviceArea, serviceId, { action: 'status', status }) };
    },
  },
  {
    method: 'delete',
    path: '/delete/service',
    area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const { serviceId } = validate(deleteServiceSchema, body);
      const service = await changeAudited(db, actor.id, serviceArea, serviceId, { action: 'delete' });
      return { message: SERVICE_MESSAGES.deleted, data: { _id: service._id } };
    },
  },
  {
    method: 'patch',
    path: '/restore/service',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { serviceId } = validate(restoreServiceSchema, body);
      return { message: SERVICE_MESSAGES.restored, data: await changeAudited(db, actor.id, serviceArea, serviceId, { action: 'restore' }) };
    },
  },
];
