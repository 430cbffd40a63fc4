import { declareArea } from '../declaration/declare-area.ts';
import { userRecordSchema } from '../schemas/replies.ts';
import { userFormSchema } from '../schemas/user.ts';

/** Users (§2.6): the venue's customers; §7 gives them paths of their own and a POST delete. */
export const usersArea = declareArea({
  key: 'users',
  access: 'users',
  nouns: { one: 'user', many: 'users', label: 'Users' },
  entity: { one: 'user', many: 'users' },
  idKey: 'userId',
  form: userFormSchema,
  record: userRecordSchema,
  sort: ['firstName', 'lastName', 'email', 'createdAt'],
  columns: ['Date', 'Name', 'Dob', 'Email', 'Mobile No.'],
  operations: ['list', 'get', 'create', 'update', 'delete', 'restore'],
  rest: { list: { path: '/users' }, get: { path: '/user/:userId' }, delete: { method: 'post' } },
  graphql: { type: 'User' },
});
