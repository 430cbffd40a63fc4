import { categoriesArea } from '#domain/areas/categories';
import { listQuerySchema, type ListQuery } from '#domain/schemas/list';
import { areaExport, createdColumn, mediaCell, type ExportContext, priceCell, statusColumn } from '../export/area-export.ts';
import { categoryChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** Categories as CSV: the list's Date, Image, Name, Table Count, Current Price (today's, AED), Auto Renewal and Status. */
export const categoriesExport = areaExport({
  area: categoriesArea,
  query: listQuerySchema,
  chunks: (db: Db, query: ListQuery, { today }: ExportContext) => categoryChunks(db, query, today),
  columns: [
    createdColumn(),
    { title: 'Image', cell: (row) => mediaCell(row.layout.image) },
    { title: 'Name', cell: (row) => row.name },
    { title: 'Table Count', cell: (row) => row.tableCount },
    { title: 'Current Price', cell: (row) => priceCell(row.price) },
    { title: 'Auto Renewal', cell: (row) => (row.autoRenewal ? 'On' : 'Off') },
    statusColumn(),
  ],
});
