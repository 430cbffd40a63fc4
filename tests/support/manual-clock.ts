import type { VenueClock } from '../../api/lib/venue-clock.ts';

/** A venue clock that stands still at the instant a test sets. */
export interface ManualClock extends VenueClock {
  set(instant: string): void;
}

/** A clock in `timeZone` (the venue's default) showing `instant` until moved. */
export function manualClock(instant: string, timeZone = 'Asia/Dubai'): ManualClock {
  let current = new Date(instant);
  return {
    timeZone,
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
}
