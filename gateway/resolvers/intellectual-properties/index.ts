import { intellectualPropertiesArea } from '#domain/areas/intellectual-properties';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { fromWeekDay } from '../../lib/enums.ts';
import { allIntellectualProperties } from './allIntellectualProperties.ts';
import { ipMapper } from './mapper.ts';

const standard = areaResolvers(intellectualPropertiesArea, ipMapper, {
  create: ({ input: { weekDay, ...form } }) => ({ ...form, weekDay: weekDay ? fromWeekDay(weekDay) : null }),
  // A week day left out is not sent, so the API keeps it; null clears it.
  update: ({ input: { id, weekDay, ...form } }) => ({ id, body: { ...form, ...(weekDay === undefined ? {} : { weekDay: weekDay && fromWeekDay(weekDay) }) } }),
});

/** The intellectual properties area: the standard fields derived from the declaration, plus `allIntellectualProperties`. */
export const intellectualPropertiesResolvers = { ...standard, Query: { ...standard.Query, allIntellectualProperties } } satisfies Resolvers;
