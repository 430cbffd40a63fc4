import { venueDay } from '#domain/format';
import { addDays } from '#domain/floor/calendar-day';
import { venueDayStart } from './venue-day-start.ts';

/** The instant the next venue day starts in `timeZone`, after `now`. */
export const nextVenueMidnight = (now: Date, timeZone: string): Date => venueDayStart(addDays(venueDay(now, timeZone), 1), timeZone);
