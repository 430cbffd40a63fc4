import { bookingsArea } from '#domain/areas/bookings';
import { BOOKING_TYPES, PAYMENT_STATUSES } from '#domain/bookings';
import { graphql } from '#gql';
import { areaCommand } from '../../lib/area-command.ts';
import { listCommand } from '../../lib/list-command.ts';
import { choiceOption, optionWord } from '../../lib/list-status.ts';
import { bookingColumns } from './booking-fields.ts';

const BookingsDocument = graphql(`
  query CliBookings($limit: Int, $offset: Int, $search: String, $type: BookingType, $paymentStatus: PaymentStatus, $from: Date, $to: Date, $orderBy: [BookingOrder!]) {
    bookings(limit: $limit, offset: $offset, search: $search, type: $type, paymentStatus: $paymentStatus, from: $from, to: $to, orderBy: $orderBy) {
      count
      items {
        ...CliBookingFields
      }
    }
  }
`);

const TYPES = BOOKING_TYPES.map((t) => t.name);
const STATUSES = PAYMENT_STATUSES.map((s) => s.name);

/** `venue bookings list`: bookings the venue's booking site made (module `bookings`), read-only, with the web's filters (--from / --to and --sort from its document). */
export const bookingsCommand = areaCommand('bookings', 'list bookings by type, payment status and day, or find them by booking id or email', [
  listCommand({
    area: bookingsArea,
    description: `list ${bookingsArea.nouns.many}, newest first`,
    search: 'a booking id (BK-000123, its beginning, or its number) or the beginning of the user’s email',
    filters: {
      type: { flags: `--type <${TYPES.map(optionWord).join('|')}>`, help: 'only table or only ticket bookings', schema: choiceOption('Type', TYPES) },
      paymentStatus: { flags: `--payment-status <${STATUSES.map(optionWord).join('|')}>`, help: 'only bookings whose payment stands so', schema: choiceOption('Payment status', STATUSES) },
    },
    document: BookingsDocument,
    page: (data) => data.bookings,
    columns: bookingColumns,
  }),
]);
