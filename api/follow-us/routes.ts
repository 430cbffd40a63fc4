import { followStatusSchema, updateFollowSchema } from '#domain/schemas/follow';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { FOLLOW_MESSAGES } from './messages.ts';
import { changeFollow, listFollows, type FollowChange } from './repository.ts';

const follows: StandardArea<FollowChange, 'followId'> = { area: 'followUs', idKey: 'followId', notFound: FOLLOW_MESSAGES.notFound, change: changeFollow };

/** §7 Follow us calls: the fixed slots are listed and edited, never added or deleted. */
export const followRoutes: GuardedRoute[] = [
  standardRoute.list(follows, '/get/follows', FOLLOW_MESSAGES.listed, listFollows),
  {
    method: 'patch',
    path: '/update/follow',
    area: follows.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { followId, image } = validate(updateFollowSchema, body);
      return { message: FOLLOW_MESSAGES.updated, data: await changeFollow(db, actor.id, followId, { action: 'update', image }) };
    },
  },
  standardRoute.status(follows, '/update/follow/status', followStatusSchema, FOLLOW_MESSAGES.statusUpdated),
];
