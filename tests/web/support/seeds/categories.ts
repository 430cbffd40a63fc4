import { addDays } from '#domain/floor/calendar-day';
import { categoryRecords } from '../../../../api/db/schema.ts';
import { venueToday } from '../../../../api/lib/venue-clock.ts';
import type { TestApi } from '../../../support/api.ts';

/**
 * A price record of a category that ended `endedDaysAgo` days before today (venue day), written
 * straight into the database: REST takes no record in the past.
 */
async function pastRecord(api: TestApi, input: { categoryId: string; price: number; endedDaysAgo: number }) {
  const toDate = addDays(venueToday(), -input.endedDaysAgo);
  await api.db.insert(categoryRecords).values({ categoryId: input.categoryId, fromDate: addDays(toDate, -2), toDate, price: input.price });
  return { toDate };
}

/** Node-side seeds for the categories component tests (see index.ts). */
export const categoriesSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = { pastRecord };
