import { declareArea } from '../declaration/declare-area.ts';
import { menuEditFormSchema, menuFormSchema } from '../schemas/menu.ts';
import { menuRecordSchema } from '../schemas/replies.ts';

/** Menu (§2.8): fixed slots, read and edited, never added or deleted; §7 lists them at /get/menu/list. */
export const menuArea = declareArea({
  key: 'menu',
  access: 'menu',
  nouns: { one: 'menu', many: 'menus', record: 'slot', label: 'Menu', reply: ['Menu', 'Menu'] },
  entity: { one: 'menu', many: 'menus' },
  idKey: 'menuId',
  record: menuRecordSchema,
  form: menuFormSchema,
  editForm: menuEditFormSchema,
  sort: ['name', 'updatedAt'],
  columns: ['Name', 'Image', 'PDF', 'Status'],
  operations: ['list', 'get', 'update', 'status'],
  rest: { list: { path: '/get/menu/list' } },
  graphql: { type: 'Menu' },
});
