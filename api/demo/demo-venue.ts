import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import type { VenueClock } from '../lib/venue-clock.ts';
import type { MediaStorage } from '../media/storage.ts';
import { generateVenue, venueHasData, type VenueSize } from './generate-venue.ts';

/** The venue a newcomer finds on the embedded default's first start: every screen has something on it. */
export const DEMO_VENUE: VenueSize = { bookings: 400, users: 80 };

/** Fills an empty venue with the demo venue (nothing when it holds data already), and says so. */
export async function fillDemoVenue(db: Db, storage: MediaStorage, clock: VenueClock, logger: Logger, address?: string): Promise<void> {
  if (await venueHasData(db)) return;
  const started = performance.now();
  const made = await generateVenue(db, storage, { ...DEMO_VENUE, clock, address });
  logger.info({ ...made, ms: Math.round(performance.now() - started) }, 'demo venue created (DEMO_DATA=false starts empty)');
}
