import type { MutationResolvers } from '#gql/resolvers';
import { signOut } from './signOut.ts';

/** `logoutEverywhere`: POST /logout/all, ending every session of the signed-in account. */
export const logoutEverywhere: NonNullable<MutationResolvers['logoutEverywhere']> = (_parent, _args, { rest }) => signOut(rest, '/logout/all');
