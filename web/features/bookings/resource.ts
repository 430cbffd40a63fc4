import { lazy } from 'react';
import { bookingsArea } from '#domain/areas/bookings';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { bookingsApi } from './api.ts';

/** Bookings (§2.14), module `bookings`: one read-only list; the palette finds bookings by booking id or email and shows them in the list. */
export const bookingsResource = areaResource({
  declaration: bookingsArea,
  singular: 'Booking',
  icon: 'bookings',
  api: bookingsApi,
  nameOf: (booking) => booking.bookingId,
  hitLabel: (booking) => `${booking.bookingId} · ${booking.user.email}`,
  listSearch: (booking) => booking.bookingId,
  screens: { list: lazy(() => import('./components/BookingList.tsx').then((m) => ({ default: m.BookingList }))) },
});
