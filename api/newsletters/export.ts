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
  columns: {
    Email: (row) => row.email,
    'Last Submission': (row, context) => dateCell(row.lastSubmission, context),
    'Subscribe Count': (row) => row.subscribeCount,
    Status: (row) => subscriptionLabel(row.isSubscribed),
  },
});
