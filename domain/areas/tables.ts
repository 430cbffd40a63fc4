import { declareArea } from '../declaration/declare-area.ts';
import { tableEditFormSchema, tableFormSchema } from '../schemas/table.ts';
import { tableRecordSchema } from '../schemas/replies.ts';

/** Tables (§2.13), priced and booked as on a day; the Feature switch shares the update path (§7). */
export const tablesArea = declareArea({
  key: 'tables',
  access: 'tables',
  nouns: { one: 'table', many: 'tables', label: 'Tables' },
  entity: { one: 'table', many: 'tables' },
  idKey: 'tableId',
  record: tableRecordSchema,
  form: tableFormSchema,
  editForm: tableEditFormSchema,
  sort: ['name', 'tableNo', 'capacity', 'createdAt'],
  columns: ['Date', 'Image', 'Name', 'Capacity', 'Floor/Section', 'Category', 'Current Price', 'Booking Status', 'Status', 'Feature'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  toggles: { featured: { field: 'isFeatured', verbs: ['feature', 'unfeature'], done: ['featured', 'unfeatured'], help: ['feature a table', 'stop featuring a table'] } },
  graphql: { type: 'Table' },
});
