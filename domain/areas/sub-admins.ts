import { declareArea } from '../declaration/declare-area.ts';
import { subAdminEditFormSchema, subAdminFormSchema } from '../schemas/sub-admin.ts';
import { subAdminRecordSchema } from '../schemas/replies.ts';

/** Sub Admins (§2.14): Admin-only staff accounts; blocked instead of a status. */
export const subAdminsArea = declareArea({
  key: 'subAdmins',
  access: 'subAdmins',
  nouns: { one: 'sub-admin', many: 'sub-admins', label: 'Sub Admins', reply: ['Sub admin', 'Sub admins'] },
  entity: { one: 'subAdmin', many: 'subAdmins' },
  idKey: 'subAdminId',
  record: subAdminRecordSchema,
  form: subAdminFormSchema,
  editForm: subAdminEditFormSchema,
  sort: ['name', 'email', 'createdAt'],
  columns: ['Date', 'Name', 'Email', 'Role', 'Blocked'],
  operations: ['list', 'get', 'create', 'update', 'delete', 'restore'],
  toggles: {
    blocked: {
      field: 'isBlocked',
      verbs: ['block', 'unblock'],
      done: ['blocked', 'unblocked'],
      help: ['block a sub-admin: signed out at once, cannot sign in', 'unblock a sub-admin'],
    },
  },
  graphql: { type: 'SubAdmin' },
});
