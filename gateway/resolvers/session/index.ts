import type { Resolvers } from '#gql/resolvers';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { logoutEverywhere } from './logoutEverywhere.ts';
import { me } from './me.ts';

/** Root fields of the session area. */
export const sessionResolvers = {
  Query: { me },
  Mutation: { login, logout, logoutEverywhere },
} satisfies Resolvers;
