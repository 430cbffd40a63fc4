import { declareArea } from '../declaration/declare-area.ts';
import { followFormSchema } from '../schemas/follow.ts';
import { followRecordSchema } from '../schemas/replies.ts';

/** Follow Us (§2.14): fixed slots, listed and edited, never added, deleted or restored. */
export const followUsArea = declareArea({
  key: 'followUs',
  access: 'followUs',
  nouns: { one: 'follow-us', many: 'follow-us pictures', record: 'slot', label: 'Follow Us', reply: ['Follow us image', 'Follow us images'] },
  entity: { one: 'follow', many: 'follows' },
  idKey: 'followId',
  record: followRecordSchema,
  form: followFormSchema,
  sort: ['position'],
  columns: ['Position', 'Image', 'Status'],
  operations: ['list', 'update', 'status'],
  messages: { statusUpdated: 'Follow us status updated successfully', stale: 'This follow-us picture has changed since you opened it: nothing was saved. Reload it to see the changes.' },
  // Replacing the picture is the only edit, so GraphQL names it after what it does.
  graphql: { type: 'Follow', fields: { update: 'setFollowImage' } },
});
