import { memoryEventsArea } from '#domain/areas/memory-events';
import { memoryListQuerySchema, type MemoryListQuery } from '#domain/schemas/memory';
import { areaExport, awaited, pictureCells } from '../export/area-export.ts';
import { memoryChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** An event's pictures as CSV (`eventId` required, as by the list): Date, Image, Width, Height and Status. */
export const memoryEventsExport = areaExport({
  area: memoryEventsArea,
  query: memoryListQuerySchema,
  chunks: (db: Db, query: MemoryListQuery) => awaited(memoryChunks(db, query)),
  columns: pictureCells,
});
