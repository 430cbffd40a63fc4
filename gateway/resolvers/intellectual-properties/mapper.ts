import { ipRecordSchema } from '#domain/schemas/replies';
import type { IntellectualProperty } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toWeekDay } from '../../lib/enums.ts';

const restIp = ipRecordSchema;

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
    updatedAt: ip.updatedAt,
  }),
};
