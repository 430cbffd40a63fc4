import { createUserSchema, deleteUserSchema, restoreUserSchema, updateUserSchema } from '#domain/schemas/user';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { USER_MESSAGES } from './messages.ts';
import { changeUser, createUser, findUser, listUsers, type UserChange } from './repository.ts';

const users: StandardArea<UserChange, 'userId'> = { area: 'users', idKey: 'userId', notFound: USER_MESSAGES.notFound, change: changeUser };

/** §7 Users calls, plus create and restore; module `users`. */
export const userRoutes: GuardedRoute[] = [
  standardRoute.list(users, '/users', USER_MESSAGES.listed, listUsers),
  standardRoute.get(users, '/user/:userId', USER_MESSAGES.fetched, findUser),
  standardRoute.create(users, '/create/user', createUserSchema, USER_MESSAGES.created, createUser),
  {
    method: 'patch',
    path: '/update/user',
    area: users.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { userId, ...values } = validate(updateUserSchema, body);
      return { message: USER_MESSAGES.updated, data: await changeUser(db, actor.id, userId, { action: 'update', values }) };
    },
  },
  // §7: the users delete is a POST.
  standardRoute.remove(users, '/delete/user', deleteUserSchema, USER_MESSAGES.deleted, 'post'),
  standardRoute.restore(users, '/restore/user', restoreUserSchema, USER_MESSAGES.restored),
];
