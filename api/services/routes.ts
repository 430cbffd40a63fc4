import {
  createServiceSchema,
  deleteServiceSchema,
  restoreServiceSchema,
  serviceStatusSchema,
  updateServiceSchema,
} from '#domain/schemas/service';
import { changeAudited, createAudited, findLiveView } from '../lib/audited-records.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea, type StandardChange } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { SERVICE_MESSAGES } from './messages.ts';
import { listServices, requireServiceMedia, serviceArea } from './repository.ts';

const services: StandardArea<StandardChange, 'serviceId'> = {
  area: 'services',
  idKey: 'serviceId',
  notFound: SERVICE_MESSAGES.notFound,
  change: (db, actorId, id, change) => changeAudited(db, actorId, serviceArea, id, change),
};

/** §7 Services calls, guarded by the `services` module (§6). */
export const serviceRoutes: GuardedRoute[] = [
  standardRoute.list(services, '/get/services', SERVICE_MESSAGES.listed, listServices),
  standardRoute.get(services, '/get/service/:serviceId', SERVICE_MESSAGES.fetched, (db, id) => findLiveView(db, serviceArea, id)),
  standardRoute.create(services, '/create/service', createServiceSchema, SERVICE_MESSAGES.created, (db, actorId, form) =>
    createAudited(db, actorId, serviceArea, form, requireServiceMedia(form)),
  ),
  {
    method: 'patch',
    path: '/update/service',
    area: services.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { serviceId, ...values } = validate(updateServiceSchema, body);
      const change = { action: 'update', values } as const;
      return { message: SERVICE_MESSAGES.updated, data: await changeAudited(db, actor.id, serviceArea, serviceId, change, requireServiceMedia(values)) };
    },
  },
  standardRoute.status(services, '/update/service/status', serviceStatusSchema, SERVICE_MESSAGES.statusUpdated),
  standardRoute.remove(services, '/delete/service', deleteServiceSchema, SERVICE_MESSAGES.deleted),
  standardRoute.restore(services, '/restore/service', restoreServiceSchema, SERVICE_MESSAGES.restored),
];
