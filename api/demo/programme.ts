import { eq } from 'drizzle-orm';
import { CATEGORY_TYPE_LABELS, CATEGORY_TYPES } from '#domain/floor/category-types';
import { addDays } from '#domain/floor/calendar-day';
import { EVENT_ADMISSION } from '#domain/limits';
import { orientationOf } from '#domain/media';
import { galleryMeta } from '#domain/schemas/gallery';
import { WEEK_DAYS } from '#domain/week-days';
import type { Db } from '../db/database.ts';
import { venueDayStart } from '../lib/venue-day-start.ts';
import { categories, eventMemories, eventTicketCategories, eventTickets, events, intellectualProperties, weekAnthems } from '../db/schema.ts';
import type { DemoMedia } from './images.ts';
import type { Random } from './random.ts';
import { listedAs } from './floor.ts';
import { WORDS } from './words.ts';

/** One category of a night's ticket set, as the bookings draw on it. */
export interface DemoTicketCategory {
  id: string;
  price: number;
  total: number;
}

/** The night on day `firstDay + index`: its event and its ticket categories (Silver, Gold, Premium). */
export interface DemoNight {
  eventId: string;
  date: string;
  categories: DemoTicketCategory[];
}

// Silver, Gold and Premium: price and tickets of each night's set.
const TICKETS = [
  { price: 150, total: 500, offer: 'Entry and one drink' },
  { price: 300, total: 400, offer: 'Fast-track entry and two drinks' },
  { price: 600, total: 300, offer: 'Lounge access and a bottle to share' },
];
const BATCH = 500;
/** How long before its night an event of the demo was announced. */
const ANNOUNCED_DAYS_AHEAD = 21;

/** The ISO week day (1 Monday … 7 Sunday) of "YYYY-MM-DD". */
export const isoWeekDay = (day: string): number => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The venue's programme: a brand for each night of the week with its anthem, then one event a night
 * from `firstDay` for `days` days (past and upcoming), each with a ticket set of three categories;
 * the last past nights get memories.
 */
export async function makeProgramme(db: Db, media: DemoMedia, random: Random, range: { firstDay: string; days: number; today: string; address: string; now: Date; timeZone: string }): Promise<DemoNight[]> {
  // Each night was put on sale three weeks ahead, or just now for the nights that close: so the
  // lists (newest first) show the programme in order, the latest night first, not shuffled.
  const announced = (date: string, index: number): Date =>
    new Date(Math.min(venueDayStart(addDays(date, -ANNOUNCED_DAYS_AHEAD), range.timeZone).getTime() + 12 * 3_600_000, range.now.getTime() - (range.days - index) * 1000));
  const brands = await db
    .insert(intellectualProperties)
    .values(WORDS.brands.map((b, i) => ({ name: b.name, fullName: b.fullName, icon: media.brands[i % media.brands.length]!, weekDay: i + 1, ...listedAs(range.now, i) })))
    .returning();
  for (const [i, brand] of WORDS.brands.entries()) {
    await db
      .update(weekAnthems)
      .set({ offer: brand.offer, description: `${brand.fullName}: the venue's ${WEEK_DAYS[i]!.label} night, with resident DJs and the city's best crowd.`, primaryImage: random.pick(media.anthems), icon: random.pick(media.icons), updatedAt: new Date() })
      .where(eq(weekAnthems.weekDay, i + 1));
  }
  const seating = await db.select({ id: categories.id, name: categories.name }).from(categories);

  const nights: DemoNight[] = [];
  for (let first = 0; first < range.days; first += BATCH) {
    const dates = Array.from({ length: Math.min(BATCH, range.days - first) }, (_, i) => addDays(range.firstDay, first + i));
    const made = await db
      .insert(events)
      .values(
        dates.map((date, i) => {
          const brand = WORDS.brands[isoWeekDay(date) - 1]!;
          const createdAt = announced(date, first + i);
          return {
            createdAt,
            updatedAt: createdAt,
            name: `${brand.fullName} with ${random.pick(WORDS.artists)}`,
            image: random.pick(media.events),
            ipId: brands[isoWeekDay(date) - 1]!.id,
            date,
            time: random.pick(['21:00', '22:00', '22:30', '23:00']),
            summary: `${brand.fullName} returns with a night of house, afro and open-format sets. ${brand.offer}.`,
            admission: random.chance(0.8) ? EVENT_ADMISSION.default : 18,
            popularity: random.int(1, 10),
            address: range.address,
            inclusions: ['Entry', 'Welcome drink'],
            howToRedeem: ['Show the QR code of your booking at the door', 'Bring a photo ID'],
            itinerary: ['Doors open', 'Warm-up set', 'Headline set', 'Closing'],
            importantInformation: ['Smart dress code', 'Management reserves the right of admission'],
            categories: seating.slice(0, 3).map((c, k) => ({ categoryId: c.id, name: c.name, price: TICKETS[k]!.price })),
          };
        }),
      )
      .returning({ id: events.id, date: events.date, createdAt: events.createdAt });
    const sets = await db
      .insert(eventTickets)
      .values(made.map((e) => ({ eventId: e.id, createdAt: e.createdAt, updatedAt: e.createdAt })))
      .returning({ id: eventTickets.id, eventId: eventTickets.eventId });
    const rows = await db
      .insert(eventTicketCategories)
      .values(sets.flatMap((set) => CATEGORY_TYPES.map((type, k) => ({ ticketId: set.id, position: k, type, name: CATEGORY_TYPE_LABELS[type], offer: TICKETS[k]!.offer, price: TICKETS[k]!.price, totalTickets: TICKETS[k]!.total }))))
      .returning({ id: eventTicketCategories.id, ticketId: eventTicketCategories.ticketId, position: eventTicketCategories.position });
    for (const [i, set] of sets.entries()) {
      const own = rows.filter((r) => r.ticketId === set.id).sort((a, b) => a.position - b.position);
      nights.push({ eventId: set.eventId, date: made[i]!.date, categories: own.map((r, k) => ({ id: r.id, price: TICKETS[k]!.price, total: TICKETS[k]!.total })) });
    }
  }

  const lastNights = nights.filter((n) => n.date < range.today).slice(-6);
  const memories = lastNights.flatMap((night) => Array.from({ length: random.int(3, 5) }, () => random.pick(media.memories)).map((picture) => ({ eventId: night.eventId, image: picture.key, metaData: galleryMeta(orientationOf(picture)) })));
  if (memories.length > 0) await db.insert(eventMemories).values(memories);
  return nights;
}
