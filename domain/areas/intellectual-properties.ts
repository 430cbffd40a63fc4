import { declareArea } from '../declaration/declare-area.ts';
import { ipEditFormSchema, ipFormSchema } from '../schemas/intellectual-property.ts';
import { ipRecordSchema } from '../schemas/replies.ts';

/** Intellectual properties, the event brands (§2.14): listed, read, added and edited; no status, no delete (§7 has none). */
export const intellectualPropertiesArea = declareArea({
  key: 'intellectualProperties',
  access: 'intellectualProperties',
  nouns: { one: 'intellectual property', many: 'intellectual properties', label: "IP's" },
  entity: { one: 'intellectualProperty', many: 'intellectualProperties' },
  idKey: 'intellectualPropertyId',
  record: ipRecordSchema,
  form: ipFormSchema,
  editForm: ipEditFormSchema,
  sort: ['name', 'fullName', 'weekDay', 'createdAt'],
  columns: ['Date', 'Icon', 'Name', 'Full Name', 'Week Day'],
  operations: ['list', 'get', 'create', 'update'],
  graphql: { type: 'IntellectualProperty', list: 'intellectualProperties' },
});
