import { declareArea } from '../declaration/declare-area.ts';
import { serviceRecordSchema } from '../schemas/replies.ts';
import { serviceCreateFormSchema, serviceEditFormSchema, serviceFormSchema } from '../schemas/service.ts';

/** Services (§2.12): every standard operation. */
export const servicesArea = declareArea({
  key: 'services',
  access: 'services',
  nouns: { one: 'service', many: 'services', label: 'Services' },
  entity: { one: 'service', many: 'services' },
  idKey: 'serviceId',
  form: serviceFormSchema,
  createForm: serviceCreateFormSchema,
  editForm: serviceEditFormSchema,
  record: serviceRecordSchema,
  sort: ['title', 'sort', 'createdAt'],
  columns: ['Date', 'Image', 'Title', 'Description', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  graphql: { type: 'Service' },
});
