import type { AreaColumns } from '../../lib/area/AreaFields.ts';
import type { sectionsApi } from './api.ts';

/** Sections' list columns (§2.11): Date and Name (no view screen). */
export const sectionColumns: AreaColumns<typeof sectionsApi> = {
  columns: [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
  ],
};
