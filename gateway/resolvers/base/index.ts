import type { Resolvers } from '#gql/resolvers';
import { health } from './health.ts';

/** Root fields shared by every area. */
export const baseResolvers = {
  Query: { health },
} satisfies Resolvers;
