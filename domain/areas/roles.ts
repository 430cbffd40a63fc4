import { declareArea } from '../declaration/declare-area.ts';
import { roleRecordSchema } from '../schemas/replies.ts';
import { roleFormSchema } from '../schemas/role.ts';

/** Roles (§2.2): Admin-only, every standard operation. */
export const rolesArea = declareArea({
  key: 'roles',
  access: 'roles',
  nouns: { one: 'role', many: 'roles', label: 'Roles' },
  entity: { one: 'role', many: 'roles' },
  idKey: 'roleId',
  form: roleFormSchema,
  record: roleRecordSchema,
  sort: ['name', 'status', 'createdAt'],
  columns: ['Date', 'Name', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  graphql: { type: 'Role' },
});
