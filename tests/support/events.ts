import { randomUUID } from 'node:crypto';
import { addDays } from '#domain/floor/calendar-day';
import { venueToday } from '../../api/lib/venue-clock.ts';
import { events, intellectualProperties } from '../../api/db/schema.ts';
import type { TestApi } from './api.ts';
import { seedMedia } from './seed-media.ts';

/**
 * An intellectual property written straight into the database, for suites of other areas that only
 * need one to exist (the IPs' own suite creates them through REST).
 */
export async function insertIp(api: TestApi, name = `IP ${randomUUID().slice(0, 8)}`): Promise<{ _id: string; name: string }> {
  const [row] = await api.db
    .insert(intellectualProperties)
    .values({ name, fullName: `${name} Nights`, icon: await seedMedia(api.db, 'intellectualProperties') })
    .returning();
  return { _id: row!.id, name: row!.name };
}

/**
 * An event written straight into the database (a week from today unless `date` is given), for suites
 * of other areas (tickets, memories) that only need one to exist.
 */
export async function insertEvent(api: TestApi, values: { name?: string; date?: string; ipId?: string | null } = {}): Promise<{ _id: string; name: string; date: string }> {
  const name = values.name ?? `Event ${randomUUID().slice(0, 8)}`;
  const [row] = await api.db
    .insert(events)
    .values({
      name,
      image: await seedMedia(api.db, 'events', { width: 900, height: 1200 }),
      ipId: values.ipId ?? null,
      date: values.date ?? addDays(venueToday(), 7),
      time: '22:00',
      summary: `${name}: a night at the venue`,
      admission: 21,
      popularity: 1,
      address: 'The Venue, Dubai',
      inclusions: ['Entry'],
      howToRedeem: ['Show the ticket at the door'],
      itinerary: ['Doors open'],
      importantInformation: ['Dress code applies'],
      categories: [],
    })
    .returning();
  return { _id: row!.id, name: row!.name, date: row!.date };
}
