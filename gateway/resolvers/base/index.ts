import type { Resolvers } from '#gql/resolvers';
import { health } from './health.ts';
import { DateScalar, DateTimeScalar, MoneyScalar } from './scalars.ts';

/** Root fields shared by every area, and the scalars every area's types use. */
export const baseResolvers = {
  Query: { health },
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Money: MoneyScalar,
} satisfies Resolvers;
