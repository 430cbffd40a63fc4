import type { Resolvers } from '#gql/resolvers';
import { createUser } from './createUser.ts';
import { deleteUser } from './deleteUser.ts';
import { restoreUser } from './restoreUser.ts';
import { updateUser } from './updateUser.ts';
import { user } from './user.ts';
import { users } from './users.ts';

/** Root fields of the users area. */
export const usersResolvers = {
  Query: { users, user },
  Mutation: { createUser, updateUser, deleteUser, restoreUser },
} satisfies Resolvers;
