import { followUsArea } from '#domain/areas/follow-us';
import { areaCommands } from '../../lib/area-commands.ts';
import { followUsDocuments } from './documents.ts';
import { followColumns } from './follow-fields.ts';

/** `venue follow-us …`: the fixed Follow Us pictures, their verbs from the declaration. */
export const followUsCommand = areaCommands(followUsArea, {
  description: 'list and show or hide the Follow Us pictures',
  columns: followColumns,
  bulk: followUsDocuments,
  // The slots are few and fixed: one page holds them all.
  list: { all: true, document: followUsDocuments.list, help: 'list the Follow Us pictures', limit: 100 },
  status: { document: followUsDocuments.status, help: 'show or hide a Follow Us picture' },
});
