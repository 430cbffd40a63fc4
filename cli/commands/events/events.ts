import { eventsArea } from '#domain/areas/events';
import { areaCommands } from '../../lib/area-commands.ts';
import { printTable } from '../../lib/output.ts';
import { eventsDocuments } from './documents.ts';
import { eventColumns, eventDetailColumns } from './event-fields.ts';

/** `venue events …`: the venue's events (module `events`), their verbs from the declaration. */
export const eventsCommand = areaCommands(eventsArea, {
  description: 'list events, show, activate, delete or restore them',
  columns: eventColumns,
  bulk: eventsDocuments,
  list: { document: eventsDocuments.list, order: 'newest first', search: "only events whose name, or whose IP's name, contains this text" },
  get: { document: eventsDocuments.get, help: 'show one event with every field (times in 12-hour form)', print: (event) => printTable(eventDetailColumns, [event]) },
  status: { document: eventsDocuments.status },
  delete: { document: eventsDocuments.delete },
  restore: { document: eventsDocuments.restore },
});
