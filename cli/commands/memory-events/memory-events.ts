import { memoryEventsArea } from '#domain/areas/memory-events';
import { GALLERY_PAGE_SIZE } from '#domain/limits';
import { areaCommands } from '../../lib/area-commands.ts';
import { printTable } from '../../lib/output.ts';
import { memoryEventsDocuments } from './documents.ts';
import { memoryColumns } from './memory-fields.ts';

/** `venue memory-events …` (or `venue memories …`): each event's pictures (module `memoryEvents`), their verbs from the declaration; `get <id>` reads one. */
export const memoryEventsCommand = areaCommands(memoryEventsArea, {
  description: "list an event's pictures (memories), show one, show or hide, delete or restore them",
  aliases: ['memories'],
  columns: memoryColumns,
  bulk: memoryEventsDocuments,
  // 9 a page by default, as on screen.
  list: { document: memoryEventsDocuments.list, order: 'newest first', pageSize: GALLERY_PAGE_SIZE, parent: { flag: 'event', variable: 'eventId', help: 'the event whose pictures are listed (its id)' } },
  // One picture also names its event, which a list (one event's) leaves implicit.
  get: { document: memoryEventsDocuments.get, help: 'show one picture (its event, image, orientation, status)', print: (memory) => printTable([...memoryColumns, { header: 'Event', value: (m) => m.eventId }], [memory]) },
  status: { document: memoryEventsDocuments.status, help: 'show or hide a picture' },
  delete: { document: memoryEventsDocuments.delete },
  restore: { document: memoryEventsDocuments.restore },
});
