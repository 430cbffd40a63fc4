import type { MutationResolvers } from '#gql/resolvers';
import { signOut } from './signOut.ts';

/** `logout`: POST /logout, ending the session of the token the request carries. */
export const logout: NonNullable<MutationResolvers['logout']> = (_parent, _args, { rest }) => signOut(rest, '/logout');
