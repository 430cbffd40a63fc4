import { declareArea } from '../declaration/declare-area.ts';
import { GALLERY_PAGE_SIZE } from '../limits.ts';
import { memoryRecordSchema } from '../schemas/replies.ts';
import { memoryCreateFormSchema, memoryFormSchema } from '../schemas/memory.ts';

/**
 * Memory Events (§2.14): each event's pictures (§7's eventGallery), listed per event. They have no
 * name and no page of their own, but one is read by its id (`GET /get/eventGallery/:eventGalleryId`,
 * `eventMemory(id)`, `venue memories get`): what the palette shows of a found picture, what a script
 * checks after a change.
 */
export const memoryEventsArea = declareArea({
  key: 'memoryEvents',
  access: 'memoryEvents',
  nouns: { one: 'memory', many: 'memories', label: 'Memory Events' },
  entity: { one: 'eventGallery', many: 'eventGallery' },
  idKey: 'eventGalleryId',
  form: memoryFormSchema,
  createForm: memoryCreateFormSchema,
  record: memoryRecordSchema,
  sort: ['createdAt'],
  pageSize: GALLERY_PAGE_SIZE,
  columns: ['Date', 'Image', 'Width', 'Height', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  graphql: { type: 'EventMemory', list: 'eventMemories', inputNames: { metaData: 'orientation' } },
});
