import { tablesArea } from '#domain/areas/tables';
import { bookingStatusLabel } from '#domain/floor/booking-status';
import { tableListQuerySchema, type TableListQuery } from '#domain/schemas/table';
import { areaExport, createdColumn, mediaCell, type ExportContext, priceCell, statusColumn } from '../export/area-export.ts';
import { tableChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** Tables as CSV, as on `date` (today by default): the list's Date, Image, Name, Capacity, Floor/Section, Category, Current Price, Booking Status, Feature and Status. */
export const tablesExport = areaExport({
  area: tablesArea,
  query: tableListQuerySchema,
  chunks: (db: Db, { date, ...query }: TableListQuery, { today }: ExportContext) => tableChunks(db, query, date ?? today),
  columns: [
    createdColumn(),
    { title: 'Image', cell: (row) => mediaCell(row.image) },
    { title: 'Name', cell: (row) => row.name },
    { title: 'Capacity', cell: (row) => row.capacity },
    { title: 'Floor/Section', cell: (row) => row.section.name },
    { title: 'Category', cell: (row) => row.category.name },
    { title: 'Current Price', cell: (row) => priceCell(row.price) },
    { title: 'Booking Status', cell: (row) => bookingStatusLabel(row.bookingStatus) },
    { title: 'Feature', cell: (row) => (row.isFeatured ? 'Yes' : 'No') },
    statusColumn(),
  ],
});
