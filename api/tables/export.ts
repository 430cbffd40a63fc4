import { tablesArea } from '#domain/areas/tables';
import { bookingStatusLabel } from '#domain/floor/booking-status';
import { tableListQuerySchema, type TableListQuery } from '#domain/schemas/table';
import { areaExport, createdCell, mediaCell, type ExportContext, priceCell, statusCell } from '../export/area-export.ts';
import { tableChunks } from './repository.ts';
import type { Db } from '../db/database.ts';

/** Tables as CSV, as on `date` (today by default): the list's Date, Image, Name, Capacity, Floor/Section, Category, Current Price, Booking Status, Status and Feature (the order of §2.13). */
export const tablesExport = areaExport({
  area: tablesArea,
  query: tableListQuerySchema,
  chunks: (db: Db, { date, ...query }: TableListQuery, { today }: ExportContext) => tableChunks(db, query, date ?? today),
  columns: {
    Date: createdCell,
    Image: (row) => mediaCell(row.image),
    Name: (row) => row.name,
    Capacity: (row) => row.capacity,
    'Floor/Section': (row) => row.section.name,
    Category: (row) => row.category.name,
    'Current Price': (row) => priceCell(row.price),
    'Booking Status': (row) => bookingStatusLabel(row.bookingStatus),
    Feature: (row) => (row.isFeatured ? 'Yes' : 'No'),
    Status: statusCell,
  },
});
