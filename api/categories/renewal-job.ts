import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { nextVenueMidnight } from '../lib/next-venue-midnight.ts';
import { venueToday, type VenueClock } from '../lib/venue-clock.ts';
import { renewCategories } from './renewal.ts';

/** A scheduled auto-renewal job; stop() cancels the next run. */
export interface RenewalJob {
  stop(): void;
}

// A little after midnight, so that the venue's clock has surely turned to the new day.
const AFTER_MIDNIGHT_MS = 5_000;

/** Runs the category auto-renewal now (awaited) and then at every venue midnight. */
export async function startRenewalJob(db: Db, clock: VenueClock, logger: Logger): Promise<RenewalJob> {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const made = await renewCategories(db, venueToday(clock));
      if (made > 0) logger.info({ made }, 'category auto-renewal');
    } catch (error) {
      logger.error({ err: error }, 'category auto-renewal failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    const now = clock.now();
    timer = setTimeout(() => void run().then(schedule), nextVenueMidnight(now, clock.timeZone).getTime() - now.getTime() + AFTER_MIDNIGHT_MS);
    timer.unref();
  };
  await run();
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
