import { venueDay, venueNight } from '#domain/format';
import { DEFAULT_VENUE_TIMEZONE } from '#domain/limits';

/** The venue's calendar: its timezone and the current instant (tests pass a clock they move). */
export interface VenueClock {
  timeZone: string;
  now(): Date;
}

/** The real clock in `timeZone`; an unknown zone is refused here rather than on the first request. */
export function systemClock(timeZone: string = DEFAULT_VENUE_TIMEZONE): VenueClock {
  new Intl.DateTimeFormat('en-CA', { timeZone });
  return { timeZone, now: () => new Date() };
}

/** Today in the venue, "YYYY-MM-DD". */
export const venueToday = (clock: VenueClock = systemClock()): string => venueDay(clock.now(), clock.timeZone);

/** The venue day whose night is on now (`venueNight`: the evening before until 06:00). */
export const venueTonight = (clock: VenueClock = systemClock()): string => venueNight(clock.now(), clock.timeZone);
