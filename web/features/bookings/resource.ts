import { lazy } from 'react';
import { bookingsArea } from '#domain/areas/bookings';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { bookingsApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).bookingsApi, { list: true });

/** Bookings (§2.14), module `bookings`: one read-only list; the palette finds bookings by booking id or email and shows them in the list. */
export const bookingsResource = areaResource({
  declaration: bookingsArea,
  singular: 'Booking',
  icon: 'bookings',
  api,
  nameOf: (booking) => booking.bookingId,
  hitLabel: (booking) => `${booking.bookingId} · ${booking.user.email}`,
  listSearch: (booking) => booking.bookingId,
  screens: { list: lazy(() => import('./components/BookingList.tsx').then((m) => ({ default: m.BookingList }))) },
});
