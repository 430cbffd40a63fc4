import type { Resolvers } from '#gql/resolvers';
import { login } from './login.ts';
import { me } from './me.ts';

/** Root fields of the session area. */
export const sessionResolvers = {
  Query: { me },
  Mutation: { login },
} satisfies Resolvers;
