import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BookingType, holdsBooked, PaymentStatus, type PaymentStatusCode } from '#domain/bookings';
import { addDays, daysBetween } from '#domain/floor/calendar-day';
import { BookingStatus } from '#domain/floor/booking-status';
import { insertBookings, type NewBooking } from '../bookings/insert-bookings.ts';
import type { Db } from '../db/database.ts';
import { tableBookings } from '../db/schema.ts';
import { venueDayStart } from '../lib/venue-day-start.ts';
import type { DemoTable } from './floor.ts';
import { isoWeekDay, type DemoNight } from './programme.ts';
import type { Random } from './random.ts';

/** What the bookings are made on: nights from `firstDay` (index 0) past today, the floor, the people. */
export interface BookingHistory {
  bookings: number;
  firstDay: string;
  today: string;
  timeZone: string;
  now: Date;
  nights: readonly DemoNight[];
  tables: readonly DemoTable[];
  userIds: readonly string[];
  hostIds: readonly string[];
}

/** Bookings per statement: a few thousand rows, one JSON parameter. */
const BATCH = 4000;
const MS_PER_DAY = 86_400_000;
// How busy each night of the week is, Monday to Sunday.
const WEEK = [0.7, 0.75, 0.85, 1.2, 1.6, 1.5, 0.9];
// Days between booking and the night: most book close to it.
const LEADS = [[0, 30], [1, 18], [2, 12], [3, 9], [5, 8], [7, 8], [10, 6], [14, 5], [21, 4]] as const;
const TICKETS = [[1, 65], [2, 25], [3, 6], [4, 4]] as const;
const PAST = [[PaymentStatus.SUCCESSFUL, 90], [PaymentStatus.FAILED, 8], [PaymentStatus.PENDING, 1], [PaymentStatus.IN_PROGRESS, 1]] as const;
const UPCOMING = [[PaymentStatus.SUCCESSFUL, 70], [PaymentStatus.PENDING, 14], [PaymentStatus.IN_PROGRESS, 8], [PaymentStatus.FAILED, 8]] as const;

/**
 * Writes the venue's booking history in the order it happened, day by day up to now, a few
 * thousand rows a statement: each booking made some days before its night, for a table (its
 * `table_bookings` row written beside it while it holds) or for tickets of that night's set (within
 * what is left); once done, every category's booked tickets are set from what was sold. The history
 * spreads over as many nights as it needs for the tables and tickets to go round.
 */
export async function makeBookings(db: Db, random: Random, history: BookingHistory, progress: (done: number) => void): Promise<void> {
  const { nights, tables } = history;
  const days = nights.length;
  const todayIndex = daysBetween(history.firstDay, history.today);
  const left = new Int32Array(days * 3);
  nights.forEach((night, t) => night.categories.forEach((c, k) => (left[t * 3 + k] = c.total)));
  const held = new Uint8Array(tables.length * days);
  const tableShare = Math.min(0.3, (0.6 * tables.length * days) / Math.max(1, history.bookings));

  let batch: NewBooking[] = [];
  let rows: (typeof tableBookings.$inferInsert)[] = [];
  let made = 0;
  const flush = async () => {
    const [bookings, taken] = [batch, rows];
    [batch, rows] = [[], []];
    await db.transaction(async (tx) => {
      await insertBookings(tx, bookings);
      if (taken.length > 0) await tx.insert(tableBookings).values(taken);
    });
    progress(made);
  };

  const freeTable = (t: number): number => {
    for (let tries = 0; tries < 8; tries += 1) {
      const i = random.int(0, tables.length - 1);
      if (!held[i * days + t]) return i;
    }
    return -1;
  };
  const statusFor = (t: number): PaymentStatusCode => random.weighted(t < todayIndex ? PAST : UPCOMING);

  /** A table on night t or one of the two after; undefined when every table tried is taken. */
  const tableBooking = (id: string, t: number): NewBooking | undefined => {
    for (let night = t; night < Math.min(days, t + 3); night += 1) {
      const i = freeTable(night);
      if (i < 0) continue;
      const paymentStatus = statusFor(night);
      const weekend = isoWeekDay(nights[night]!.date) >= 5 && isoWeekDay(nights[night]!.date) <= 6;
      if (holdsBooked(paymentStatus)) {
        held[i * days + night] = 1;
        rows.push({ tableId: tables[i]!.id, date: nights[night]!.date, state: paymentStatus === PaymentStatus.SUCCESSFUL ? BookingStatus.BOOKED : BookingStatus.HOLD, bookingId: id });
      }
      return {
        id,
        bookingType: BookingType.TABLE,
        paymentStatus,
        price: Math.round((tables[i]!.price * (weekend ? 1.25 : 1)) / 50) * 50,
        userId: '',
        hostId: null,
        eventId: random.chance(0.6) ? nights[night]!.eventId : null,
        tableId: tables[i]!.id,
        tableDate: nights[night]!.date,
        ticketCategoryId: null,
        tickets: null,
      };
    }
    return undefined;
  };

  /** Tickets of night t's set, or of the next nights' when it has none left; a failed payment when no night does. */
  const ticketBooking = (id: string, t: number): NewBooking => {
    const tickets = random.weighted(TICKETS);
    const wanted = random.weighted([[0, 6], [1, 3], [2, 1]] as const);
    for (let night = t; night < Math.min(days, t + 5); night += 1) {
      for (const k of [wanted, 0, 1, 2]) {
        if (left[night * 3 + k]! < tickets) continue;
        const paymentStatus = statusFor(night);
        if (holdsBooked(paymentStatus)) left[night * 3 + k]! -= tickets;
        const category = nights[night]!.categories[k]!;
        return { id, bookingType: BookingType.TICKET, paymentStatus, price: tickets * category.price, userId: '', hostId: null, eventId: nights[night]!.eventId, tableId: null, tableDate: null, ticketCategoryId: category.id, tickets };
      }
    }
    const category = nights[t]!.categories[wanted]!;
    return { id, bookingType: BookingType.TICKET, paymentStatus: PaymentStatus.FAILED, price: tickets * category.price, userId: '', hostId: null, eventId: nights[t]!.eventId, tableId: null, tableDate: null, ticketCategoryId: category.id, tickets };
  };

  // Busier on weekends, and busier as the venue grew: each day's share of the bookings, rounded so they add up.
  const weights = Array.from({ length: todayIndex + 1 }, (_, c) => WEEK[isoWeekDay(addDays(history.firstDay, c)) - 1]! * (0.6 + (0.4 * c) / Math.max(1, todayIndex)));
  const total = weights.reduce((sum, w) => sum + w, 0);
  let share = 0;
  for (let c = 0; c <= todayIndex; c += 1) {
    share += weights[c]!;
    const count = Math.round((history.bookings * share) / total) - made;
    const start = venueDayStart(addDays(history.firstDay, c), history.timeZone).getTime();
    const span = Math.max(1, Math.min(MS_PER_DAY, history.now.getTime() - start));
    const times = Array.from({ length: count }, () => start + Math.floor(random.next() * span)).sort((a, b) => a - b);
    for (const time of times) {
      const id = randomUUID();
      const t = Math.min(days - 1, c + random.weighted(LEADS));
      const booking = (random.chance(tableShare) && tableBooking(id, t)) || ticketBooking(id, t);
      const isTable = booking.bookingType === BookingType.TABLE;
      booking.userId = history.userIds[Math.floor(history.userIds.length * random.next() ** 2)]!;
      booking.hostId = history.hostIds.length > 0 && random.chance(isTable ? 0.3 : 0.08) ? random.pick(history.hostIds) : null;
      booking.createdAt = new Date(time);
      batch.push(booking);
      made += 1;
      if (batch.length >= BATCH) await flush();
    }
  }
  await flush();

  const sold = nights.flatMap((night, t) => night.categories.map((c, k) => ({ id: c.id, booked: c.total - left[t * 3 + k]! }))).filter((c) => c.booked > 0);
  for (let i = 0; i < sold.length; i += BATCH) {
    await db.execute(sql`update event_ticket_categories c set booked_tickets = r.booked
      from json_to_recordset(${JSON.stringify(sold.slice(i, i + BATCH))}::json) as r(id uuid, booked integer) where c.id = r.id`);
  }
}
