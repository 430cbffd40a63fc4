import type { QueryResolvers } from '#gql/resolvers';
import { restUserSchema, toUser } from './restUser.ts';

/** `user(id)`: one user. */
export const user: NonNullable<QueryResolvers['user']> = async (_parent, { id }, { rest }) => {
  const { data } = await rest.get(`/user/${encodeURIComponent(id)}`, restUserSchema);
  return toUser(data);
};
