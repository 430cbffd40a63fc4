import { DEFAULT_VENUE_ADDRESS } from '#domain/limits';
import { count } from 'drizzle-orm';
import { addDays } from '#domain/floor/calendar-day';
import { venueDay } from '#domain/format';
import type { Db } from '../db/database.ts';
import { bookings, events, floorTables, users } from '../db/schema.ts';
import type { VenueClock } from '../lib/venue-clock.ts';
import { venueDayStart } from '../lib/venue-day-start.ts';
import type { MediaStorage } from '../media/storage.ts';
import { makeBookings } from './bookings.ts';
import { makeContent } from './content.ts';
import { makeFloor } from './floor.ts';
import { storeDemoMedia } from './images.ts';
import { makePeople } from './people.ts';
import { makeProgramme } from './programme.ts';
import { seededRandom } from './random.ts';
import { makeSubscribers } from './subscribers.ts';

/** How big a venue to make. */
export interface VenueSize {
  bookings: number;
  users: number;
}

/** Where the generator stands: the phase and, for the long ones, how many rows of how many. */
export interface Progress {
  phase: 'pictures' | 'floor' | 'programme' | 'users' | 'content' | 'bookings';
  done: number;
  total: number;
}

export interface GenerateOptions extends VenueSize {
  /** "Today" and the venue's timezone: the history ends now, the programme runs a month beyond. */
  clock: VenueClock;
  /** The same seed makes the same venue (ids and picture keys aside). */
  seed?: number;
  /** Where the events take place: the venue's own address (VENUE_ADDRESS), as a new event defaults to. */
  address?: string;
  onProgress?: (progress: Progress) => void;
}

/** What was made. */
export interface VenueSummary extends VenueSize {
  nights: number;
  firstDay: string;
}

/** Nights of the programme after today. */
const UPCOMING_NIGHTS = 30;
/** At most this many bookings a day of history, so that tables and tickets go round; never less than this many days. */
const BOOKINGS_PER_DAY = 700;
const MIN_HISTORY_DAYS = 45;
const MS_PER_DAY = 86_400_000;

/** Whether the venue already has users, tables, events or bookings: the generator fills only an empty one. */
export async function venueHasData(db: Db): Promise<boolean> {
  const counts = await Promise.all([users, floorTables, events, bookings].map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0));
  return counts.some((n) => n > 0);
}

/**
 * Fills an empty venue with a believable one, in batches: pictures in the media store, the floor
 * (sections, categories with current prices and auto-renewal, tables), the brands and their week
 * anthems, one event a night over the history and a month ahead with ticket sets and memories,
 * users, hosts, enquiries and newsletter subscribers, the site's content, and the bookings, consistent with the tables'
 * days and the tickets' counts. Writes no audit rows: nobody made these changes.
 */
export async function generateVenue(db: Db, storage: MediaStorage, options: GenerateOptions): Promise<VenueSummary> {
  if (options.users < 1 && options.bookings > 0) throw new Error('Bookings need at least one user');
  const random = seededRandom(options.seed ?? 20_260_301);
  const report = (phase: Progress['phase'], done = 0, total = 1) => options.onProgress?.({ phase, done, total });
  const now = options.clock.now();
  const timeZone = options.clock.timeZone;
  const today = venueDay(now, timeZone);
  const historyDays = Math.max(MIN_HISTORY_DAYS, Math.ceil(options.bookings / BOOKINGS_PER_DAY));
  const firstDay = addDays(today, -historyDays);
  const nightsCount = historyDays + 1 + UPCOMING_NIGHTS;

  report('pictures');
  const media = await storeDemoMedia(db, storage, random);
  report('floor');
  const tables = await makeFloor(db, media, random, today, now);
  report('programme');
  const nights = await makeProgramme(db, media, random, { firstDay, days: nightsCount, today, address: options.address ?? DEFAULT_VENUE_ADDRESS, now, timeZone });
  report('users', 0, options.users);
  const since = new Date(venueDayStart(firstDay, timeZone).getTime() - 30 * MS_PER_DAY);
  const { userIds, hostIds } = await makePeople(db, random, { users: options.users, since, now }, (done) => report('users', done, options.users));
  await makeSubscribers(db, random, now);
  report('content');
  await makeContent(db, media);
  report('bookings', 0, options.bookings);
  await makeBookings(db, random, { bookings: options.bookings, firstDay, today, timeZone, now, nights, tables, userIds, hostIds }, (done) => report('bookings', done, options.bookings));
  return { bookings: options.bookings, users: options.users, nights: nights.length, firstDay };
}
