import { z } from 'zod';
import { ipFormSchema } from '#domain/schemas/intellectual-property';
import { WEEK_DAY_KEYS } from '#domain/week-days';

/** The IP form: the domain's, its week day chosen in a select as a GraphQL `WeekDay`, "" for none. */
export const ipValuesSchema = ipFormSchema.extend({ weekDay: z.union([z.enum(WEEK_DAY_KEYS), z.literal('')]).transform((day) => day || null) });

/** What the IP form saves: the GraphQL input without its id. */
export type IpValues = z.output<typeof ipValuesSchema>;
