import { listQuerySchema } from '#domain/schemas/list';
import { createUserSchema, deleteUserSchema, restoreUserSchema, updateUserSchema } from '#domain/schemas/user';
import { HttpError } from '../lib/http-error.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { USER_MESSAGES } from './messages.ts';
import { presentUser } from './present.ts';
import { changeUser, createUser, findUser, listUsers } from './repository.ts';

const area = 'users';

/** §7 Users calls, plus create and restore; module `users`. */
export const userRoutes: GuardedRoute[] = [
  {
    method: 'get',
    path: '/users',
    area,
    action: 'view',
    handler: async ({ query }, { db }) => ({ message: USER_MESSAGES.listed, data: await listUsers(db, validate(listQuerySchema, query)) }),
  },
  {
    method: 'get',
    path: '/user/:userId',
    area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const row = await findUser(db, params.userId ?? '');
      if (!row) throw new HttpError(404, USER_MESSAGES.notFound);
      return { message: USER_MESSAGES.fetched, data: presentUser(row) };
    },
  },
  {
    method: 'post',
    path: '/create/user',
    area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => ({
      httpStatus: 201,
      message: USER_MESSAGES.created,
      data: await createUser(db, actor.id, validate(createUserSchema, body)),
    }),
  },
  {
    method: 'patch',
    path: '/update/user',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { userId, ...values } = validate(updateUserSchema, body);
      return { message: USER_MESSAGES.updated, data: await changeUser(db, actor.id, userId, { action: 'update', values }) };
    },
  },
  {
    method: 'post',
    path: '/delete/user',
    area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const { userId } = validate(deleteUserSchema, body);
      const user = await changeUser(db, actor.id, userId, { action: 'delete' });
      return { message: USER_MESSAGES.deleted, data: { _id: user._id } };
    },
  },
  {
    method: 'patch',
    path: '/restore/user',
    area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { userId } = validate(restoreUserSchema, body);
      return { message: USER_MESSAGES.restored, data: await changeUser(db, actor.id, userId, { action: 'restore' }) };
    },
  },
];
