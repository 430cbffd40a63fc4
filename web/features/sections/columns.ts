import { sectionsArea } from '#domain/areas/sections';
import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import { listColumns } from '../../lib/table/listColumns.ts';
import type { sectionsApi } from './api.ts';

/** Sections' list columns (§2.11): Date and Name (no view screen). */
export const sectionColumns: AreaColumns<typeof sectionsApi> = {
  columns: listColumns(sectionsArea, {
    Date: { date: (row) => row.createdAt },
    Name: { cell: (row) => row.name },
  }),
};
