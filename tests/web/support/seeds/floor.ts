import { addDays } from '#domain/floor/calendar-day';
import { categoryRecords, tableBookings } from '../../../../api/db/schema.ts';
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

/** A table booked (2) or held (3) on a venue day, with no booking behind it (as the venue may hold one itself). */
async function tableBookedOn(api: TestApi, input: { tableId: string; date: string; state: 2 | 3 }) {
  await api.db.insert(tableBookings).values(input);
}

/** Node-side seeds for the floor component tests (see index.ts). */
export const floorSeeds: Record<string, (api: TestApi, input: never) => Promise<unknown>> = { pastRecord, tableBookedOn };
