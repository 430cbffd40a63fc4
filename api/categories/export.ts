import { categoriesArea } from '#domain/areas/categories';
import { listQuerySchema, type ListQuery } from '#domain/schemas/list';
import { areaExport, createdCell, mediaCell, type ExportContext, priceCell, statusCell } from '../export/area-export.ts';
import { categoryChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** Categories as CSV: the list's Date, Image, Name, Table Count, Current Price (today's, AED), Auto Renewal and Status. */
export const categoriesExport = areaExport({
  area: categoriesArea,
  query: listQuerySchema,
  chunks: (db: Db, query: ListQuery, { today }: ExportContext) => categoryChunks(db, query, today),
  columns: {
    Date: createdCell,
    Image: (row) => mediaCell(row.layout.image),
    Name: (row) => row.name,
    'Table Count': (row) => row.tableCount,
    'Current Price': (row) => priceCell(row.price),
    'Auto Renewal': (row) => (row.autoRenewal ? 'On' : 'Off'),
    Status: statusCell,
  },
});
