import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restUserSchema, toUser } from './restUser.ts';

const pageSchema = z.object({ data: z.array(restUserSchema), count: z.number().int() });

/** `users(limit, offset, search)`: one page of users, newest first. */
export const users: NonNullable<QueryResolvers['users']> = async (_parent, { limit, offset, search }, { rest }) => {
  const { data } = await rest.get('/users', pageSchema, { limit, offset, search });
  return { items: data.data.map(toUser), count: data.count };
};
