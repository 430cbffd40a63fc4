import { eq, like, sql, type SQL } from 'drizzle-orm';
import { BOOKING_ID_DIGITS, BOOKING_ID_PREFIX } from '#domain/bookings';
import { bookings, users } from '../db/schema.ts';
import { prefixPattern } from '../lib/like.ts';

/**
 * What a bookings search finds: "BK-0001…" the booking ids beginning so, a bare number the one
 * booking with that number ("123" is BK-000123), anything else the bookings of the users whose
 * email begins with the text (any case). Each is an index range: the ids' pattern index, or the
 * users' lower(email) pattern index joined to the bookings by user.
 */
export function bookingSearch(text: string): SQL {
  const id = /^bk-?(\d*)$/i.exec(text);
  if (id) return like(bookings.code, `${BOOKING_ID_PREFIX}${id[1]}%`);
  if (/^\d+$/.test(text)) return eq(bookings.code, `${BOOKING_ID_PREFIX}${text.padStart(BOOKING_ID_DIGITS, '0')}`);
  return sql`${bookings.userId} in (select ${users.id} from ${users} where lower(${users.email}) like ${prefixPattern(text.toLowerCase())})`;
}
