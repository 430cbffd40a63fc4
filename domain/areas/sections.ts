import { declareArea } from '../declaration/declare-area.ts';
import { sectionRecordSchema } from '../schemas/replies.ts';
import { sectionFormSchema } from '../schemas/section.ts';

/** Sections, the venue's floors (§2.11): every standard operation; a delete waits until no live table stands in it. */
export const sectionsArea = declareArea({
  key: 'sections',
  access: 'sections',
  nouns: { one: 'section', many: 'sections', label: 'Sections' },
  entity: { one: 'section', many: 'sections' },
  idKey: 'sectionId',
  form: sectionFormSchema,
  record: sectionRecordSchema,
  sort: ['name', 'createdAt'],
  columns: ['Date', 'Name', 'Status'],
  operations: ['list', 'get', 'create', 'update', 'status', 'delete', 'restore'],
  graphql: { type: 'Section' },
});
