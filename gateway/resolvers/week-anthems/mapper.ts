import { weekAnthemRecordSchema } from '#domain/schemas/replies';
import type { WeekAnthem } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toWeekDay } from '../../lib/enums.ts';

const restWeekAnthem = weekAnthemRecordSchema;

/** REST week anthem (§3) → GraphQL `WeekAnthem`. */
export const weekAnthemMapper: AreaMapper<typeof restWeekAnthem, WeekAnthem> = {
  rest: restWeekAnthem,
  map: (anthem) => ({
    id: anthem._id,
    weekDay: toWeekDay(anthem.weekDay),
    primaryImage: anthem.primaryImage,
    offer: anthem.offer,
    description: anthem.description,
    icon: anthem.icon,
    createdAt: anthem.createdAt,
    updatedAt: anthem.updatedAt,
  }),
};
