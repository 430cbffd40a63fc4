import { newslettersArea } from '#domain/areas/newsletters';
import { subscriptionLabel } from '#domain/newsletters/subscription';
import { subscriberListQuerySchema } from '#domain/schemas/newsletter';
import { areaExport, dateCell } from '../export/area-export.ts';
import { subscriberChunks } from './repository.ts';

/** Subscribers as CSV: the list's Email, Last Submission, Subscribe Count and Status. */
export const newslettersExport = areaExport({
  area: newslettersArea,
  query: subscriberListQuerySchema,
  chunks: subscriberChunks,
  columns: [
    { title: 'Email', cell: (row) => row.email },
    { title: 'Last Submission', cell: (row, context) => dateCell(row.lastSubmission, context) },
    { title: 'Subscribe Count', cell: (row) => row.subscribeCount },
    { title: 'Status', cell: (row) => subscriptionLabel(row.isSubscribed) },
  ],
});
