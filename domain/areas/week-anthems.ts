import { declareArea } from '../declaration/declare-area.ts';
import { weekAnthemFormSchema } from '../schemas/week-anthem.ts';
import { weekAnthemRecordSchema } from '../schemas/replies.ts';

/** Week anthems (§2.14): seven fixed slots, Monday to Sunday, read and edited; never added or deleted. */
export const weekAnthemsArea = declareArea({
  key: 'weekAnthems',
  access: 'weekAnthems',
  nouns: { one: 'week anthem', many: 'week anthems', label: 'Week Anthems' },
  entity: { one: 'weekAnthem', many: 'weekAnthems' },
  idKey: 'weekAnthemId',
  record: weekAnthemRecordSchema,
  form: weekAnthemFormSchema,
  sort: ['weekDay'],
  columns: ['Week Day', 'Image', 'Offer', 'Description'],
  operations: ['list', 'get', 'update'],
  graphql: { type: 'WeekAnthem' },
});
