import { memoryEventsArea } from '#domain/areas/memory-events';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { areaCommands } from '../../lib/area-commands.ts';
import { memoryEventsDocuments } from './documents.ts';
import { memoryColumns } from './memory-fields.ts';

/** `venue memory-events …` (or `venue memories …`): each event's pictures (module `memoryEvents`), their verbs from the declaration. */
export const memoryEventsCommand = areaCommands(memoryEventsArea, {
  description: "list an event's pictures (memories), show or hide, delete or restore them",
  aliases: ['memories'],
  columns: memoryColumns,
  bulk: memoryEventsDocuments,
  // 9 a page by default, as on screen.
  list: { document: memoryEventsDocuments.list, order: 'newest first', pageSize: GALLERY_PAGE_SIZE, parent: { flag: 'event', variable: 'eventId', help: 'the event whose pictures are listed (its id)' } },
  status: { document: memoryEventsDocuments.status, help: 'show or hide a picture' },
  delete: { document: memoryEventsDocuments.delete },
  restore: { document: memoryEventsDocuments.restore },
});
