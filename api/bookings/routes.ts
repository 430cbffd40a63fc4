import { bookingRecordSchema, pageOf } from '#domain/schemas/replies';
import { bookingsArea } from '#domain/areas/bookings';
import { restRoutes } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { DEFAULT_VENUE_TIMEZONE } from '#domain/limits';
import { bookingListQuerySchema } from '#domain/schemas/booking';
import { withSort } from '#domain/schemas/list';
import type { GuardedRoute } from '../lib/route.ts';
import { validate } from '../lib/validate.ts';
import { listBookings } from './repository.ts';

const { listed } = standardMessages(bookingsArea);
const listQuery = withSort(bookingListQuerySchema, bookingsArea.sort);

/**
 * §7 Bookings (module `bookings`): the one read-only list, its days judged in the venue's timezone.
 * Bookings are made by the venue's booking site (see repository.ts), not through this API.
 */
export const bookingRoutes: GuardedRoute[] = [
  {
    ...restRoutes(bookingsArea).list,
    area: bookingsArea.access,
    action: 'view',
    input: { query: listQuery },
    output: pageOf(bookingRecordSchema),
    handler: async ({ query }, { db, clock }) => ({ message: listed, data: await listBookings(db, validate(listQuery, query), clock?.timeZone ?? DEFAULT_VENUE_TIMEZONE) }),
  },
];
