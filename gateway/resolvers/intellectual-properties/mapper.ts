import { z } from 'zod';
import { weekDaySchema } from '#domain/schemas/intellectual-property';
import type { IntellectualProperty } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toWeekDay } from '../../lib/enums.ts';

const restIp = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.string(),
  icon: z.string(),
  weekDay: weekDaySchema.nullable(),
  createdAt: z.string(),
});

/** REST intellectual property (§3) → GraphQL `IntellectualProperty`. */
export const ipMapper: AreaMapper<typeof restIp, IntellectualProperty> = {
  rest: restIp,
  map: (ip) => ({
    id: ip._id,
    name: ip.name,
    fullName: ip.fullName,
    icon: ip.icon,
    weekDay: ip.weekDay === null ? null : toWeekDay(ip.weekDay),
    createdAt: ip.createdAt,
  }),
};
