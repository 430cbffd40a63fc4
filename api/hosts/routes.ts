import { createHostSchema, deleteHostSchema, hostPatchSchema, restoreHostSchema } from '#domain/schemas/host';
import { listQuerySchema } from '#domain/schemas/list';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { HOST_MESSAGES } from './messages.ts';
import { presentHost } from './present.ts';
import { changeHost, createHost, findHost, listHosts } from './repository.ts';

const area = 'hosts';

/** §7 Hosts calls, plus restore; module `hosts`. */
export const hostRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/hosts',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: HOST_MESSAGES.listed, data: await listHosts(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'get',
    path: '/get/host/:hostId',
    area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const row = await findHost(db, params.hostId ?? '');
      if (!row) throw new HttpError(404, HOST_MESSAGES.notFound);
      return { message: HOST_MESSAGES.fetched, data: presentHost(row) };
    },
  },
  {
    method: 'post',
    path: '/create/host',
    area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => ({
      httpStatus: 201,
      message: HOST_MESSAGES.created,
      data: await createHost(db, actor.id, validate(createHostSchema, body)),
    }),
  },
  {
    method: 'patch',
    path: '/update/host',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const parsed = validate(hostPatchSchema(body), body);
      if ('isBlocked' in parsed) {
        const host = await changeHost(db, actor.id, parsed.hostId, { action: 'block', isBlocked: parsed.isBlocked });
        return { message: parsed.isBlocked ? HOST_MESSAGES.blocked : HOST_MESSAGES.unblocked, data: host };
      }
      const { hostId, ...form } = parsed;
      return { message: HOST_MESSAGES.updated, data: await changeHost(db, actor.id, hostId, { action: 'edit', form }) };
    },
  },
  {
    method: 'delete',
    path: '/delete/host',
    area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const { hostId } = validate(deleteHostSchema, body);
      const host = await changeHost(db, actor.id, hostId, { action: 'delete' });
      return { message: HOST_MESSAGES.deleted, data: { _id: host._id } };
    },
  },
  {
    method: 'patch',
    path: '/restore/host',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { hostId } = validate(restoreHostSchema, body);
      return { message: HOST_MESSAGES.restored, data: await changeHost(db, actor.id, hostId, { action: 'restore' }) };
    },
  },
];
