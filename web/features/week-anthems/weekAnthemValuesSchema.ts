import { z } from 'zod';
import { weekAnthemFormSchema } from '#domain/schemas/week-anthem';

/** The week anthem form: the domain's, plus the slot's day shown read-only (never sent). */
export const weekAnthemValuesSchema = weekAnthemFormSchema.extend({ day: z.string() });

/** What the week anthem form saves. */
export type WeekAnthemValues = z.output<typeof weekAnthemValuesSchema>;
