import { createHostSchema, deleteHostSchema, hostPatchSchema, restoreHostSchema } from '#domain/schemas/host';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { HOST_MESSAGES } from './messages.ts';
import { changeHost, createHost, findHost, listHosts, type HostChange } from './repository.ts';

const hosts: StandardArea<HostChange, 'hostId'> = { area: 'hosts', idKey: 'hostId', notFound: HOST_MESSAGES.notFound, change: changeHost };

/** §7 Hosts calls, plus restore; module `hosts`. */
export const hostRoutes: GuardedRoute[] = [
  standardRoute.list(hosts, '/get/hosts', HOST_MESSAGES.listed, listHosts),
  standardRoute.get(hosts, '/get/host/:hostId', HOST_MESSAGES.fetched, findHost),
  standardRoute.create(hosts, '/create/host', createHostSchema, HOST_MESSAGES.created, createHost),
  {
    method: 'patch',
    path: '/update/host',
    area: hosts.area,
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
  standardRoute.remove(hosts, '/delete/host', deleteHostSchema, HOST_MESSAGES.deleted),
  standardRoute.restore(hosts, '/restore/host', restoreHostSchema, HOST_MESSAGES.restored),
];
