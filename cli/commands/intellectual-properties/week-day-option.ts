import { z } from 'zod';
import { parseWeekDay, type WeekDayKey } from '#domain/week-days';

const HELP = '--week-day must be a day: 1 (Monday) to 7 (Sunday), its name or its first three letters';

/** The `--week-day` flag: "5", "friday" or "fri" → FRIDAY; with `none`, "none" clears the day (null). */
export const weekDayOption = (none: boolean) =>
  z.string().transform((text, context): WeekDayKey | null => {
    if (none && text.trim().toLowerCase() === 'none') return null;
    const day = parseWeekDay(text);
    if (!day) {
      context.addIssue({ code: 'custom', message: none ? `${HELP}, or none` : HELP });
      return z.NEVER;
    }
    return day.key;
  });

/** The help of `--week-day`. */
export const WEEK_DAY_HELP = 'the night the brand runs: 1-7, monday … sunday or mon … sun';
