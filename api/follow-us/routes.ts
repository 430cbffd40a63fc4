import { followStatusSchema, updateFollowSchema } from '#domain/schemas/follow';
import { listQuerySchema } from '#domain/schemas/list';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { FOLLOW_MESSAGES } from './messages.ts';
import { changeFollow, listFollows } from './repository.ts';

const area = 'followUs';

/** §7 Follow us calls: the fixed slots are listed and edited, never added or deleted. */
export const followRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/get/follows',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: FOLLOW_MESSAGES.listed, data: await listFollows(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'patch',
    path: '/update/follow',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { followId, image } = validate(updateFollowSchema, body);
      return { message: FOLLOW_MESSAGES.updated, data: await changeFollow(db, actor.id, followId, { action: 'update', image }) };
    },
  },
  {
    method: 'patch',
    path: '/update/follow/status',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { followId, status } = validate(followStatusSchema, body);
      return { message: FOLLOW_MESSAGES.statusUpdated, data: await changeFollow(db, actor.id, followId, { action: 'status', status }) };
    },
  },
];
