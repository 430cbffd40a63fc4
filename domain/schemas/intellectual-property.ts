import { z } from 'zod';
import { WEEK_DAYS } from '../week-days.ts';
import { mediaKeySchema } from './media-ref.ts';
import { nameText } from './text.ts';

export const IP_NAME_MAX = 100;
export const IP_FULL_NAME_MAX = 200;
export const WEEK_DAY_RANGE = `Week day must be 1 (Monday) to ${WEEK_DAYS.length} (Sunday)`;

/** A week day as REST sends it: 1 Monday … 7 Sunday. */
export const weekDaySchema = z.number({ error: WEEK_DAY_RANGE }).int(WEEK_DAY_RANGE).min(1, WEEK_DAY_RANGE).max(WEEK_DAYS.length, WEEK_DAY_RANGE);

/** §5 intellectual property: Name, Icon and fullName required (the spec's spellings); the night it runs is optional. */
export const ipFormSchema = z.object({
  name: nameText('Name', IP_NAME_MAX),
  fullName: nameText('fullName', IP_FULL_NAME_MAX),
  icon: mediaKeySchema('Icon'),
  weekDay: weekDaySchema.nullish().transform((day) => day ?? null),
});
export type IpForm = z.infer<typeof ipFormSchema>;

/** The edit form: §7's update body has no weekDay, so one left out keeps the current day; null clears it. */
export const ipEditFormSchema = ipFormSchema.extend({ weekDay: weekDaySchema.nullable().optional() });
export type IpEditForm = z.infer<typeof ipEditFormSchema>;
