import { eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import { BOOKING_ID_DIGITS, BOOKING_ID_PREFIX } from '#domain/bookings';
import type { Db } from '../db/database.ts';
import { bookings, users } from '../db/schema.ts';
import { prefixPattern } from '../lib/like.ts';

/** Past this many users matching an email prefix, their bookings are found by walking the list instead. */
export const USERS_LISTED = 1000;

/**
 * What a bookings search finds: "BK-0001…" the booking ids beginning so, a bare number the one
 * booking with that number ("123" is BK-000123), anything else the bookings of the users whose
 * email begins with the text (any case). Each is an index range: the ids' pattern index, or the
 * users' lower(email) pattern index, whose users (when a few) are then read by the bookings' user
 * index. Naming the users, rather than a subquery, keeps the planner from walking the whole list
 * when it guesses that many bookings match and only a few old ones do.
 */
export async function bookingSearch(db: Db, text: string): Promise<SQL> {
  const id = /^bk-?(\d*)$/i.exec(text);
  if (id) return like(bookings.code, `${BOOKING_ID_PREFIX}${id[1]}%`);
  if (/^\d+$/.test(text)) return eq(bookings.code, `${BOOKING_ID_PREFIX}${text.padStart(BOOKING_ID_DIGITS, '0')}`);
  const emailBegins = sql`lower(${users.email}) like ${prefixPattern(text.toLowerCase())}`;
  const found = await db.select({ id: users.id }).from(users).where(emailBegins).limit(USERS_LISTED + 1);
  if (found.length === 0) return sql`false`;
  if (found.length <= USERS_LISTED) return inArray(bookings.userId, found.map((user) => user.id));
  return sql`${bookings.userId} in (select ${users.id} from ${users} where ${emailBegins})`;
}
