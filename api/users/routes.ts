import { usersArea } from '#domain/areas/users';
import { userSchema } from '#domain/schemas/user';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeUser, createUser, findUser, listUsers, usersBulk } from './repository.ts';

/** §7 Users calls, plus create and restore; module `users`. A dob may not be after the venue's today. */
export const userRoutes: GuardedRoute[] = areaRoutes(usersArea, {
  list: listUsers,
  find: findUser,
  create: createUser,
  update: (db, actorId, id, values) => changeUser(db, actorId, id, { action: 'update', values }),
  change: changeUser, bulk: usersBulk,
}, { datedForm: userSchema });
