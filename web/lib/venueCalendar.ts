import { formatDate, venueDay, venueNight } from '#domain/format';
import { DEFAULT_VENUE_TIMEZONE } from '#domain/limits';

/** The venue's timezone, given to the build as VENUE_TIMEZONE (as `npm start` builds), like the API reads it at start. */
export const VENUE_ZONE = (import.meta.env.VENUE_TIMEZONE as string | undefined) || DEFAULT_VENUE_TIMEZONE;

/** Today in the venue, "YYYY-MM-DD". */
export const venueToday = (): string => venueDay(new Date(), VENUE_ZONE);

/** The venue day whose night is on now: the evening before until 06:00 (`venueNight`), as the dashboard's figures count. */
export const venueTonight = (): string => venueNight(new Date(), VENUE_ZONE);

/** "MMM dd, yyyy" of the day a value falls on in the venue (§9). */
export const formatVenueDate = (value: string | number | Date | null | undefined): string => formatDate(value, VENUE_ZONE);
