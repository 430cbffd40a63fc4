import { declareArea } from '../declaration/declare-area.ts';
import { eventCreateFormSchema, eventEditFormSchema, eventFormSchema } from '../schemas/event.ts';
import { eventRecordSchema } from '../schemas/replies.ts';

/**
 * Events (§2.9): every standard operation. The create route adds the date rule of the venue's
 * today (`eventCreateSchema`); `GET /get/all/events` and the form's defaults are the area's own calls.
 */
export const eventsArea = declareArea({
  key: 'events',
  access: 'events',
  nouns: { one: 'event', many: 'events', label: 'Events' },
  entity: { one: 'event', many: 'events' },
  idKey: 'eventId',
  record: eventRecordSchema,
  form: eventFormSchema,
  createForm: eventCreateFormSchema,
  editForm: eventEditFormSchema,
  sort: ['name', 'date', 'popularity', 'createdAt'],
  columns: ['Date', 'Image', 'Name', 'IP', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  graphql: { type: 'Event', inputNames: { ip: 'ipId' } },
});
