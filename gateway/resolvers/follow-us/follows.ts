import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restFollowSchema, toFollow } from './restFollow.ts';

const pageSchema = z.object({ data: z.array(restFollowSchema), count: z.number().int() });

/** `follows(limit, offset)`: the slots in their fixed order. */
export const follows: NonNullable<QueryResolvers['follows']> = async (_parent, { limit, offset }, { rest }) => {
  const { data } = await rest.get('/get/follows', pageSchema, { limit, offset });
  return { items: data.data.map(toFollow), count: data.count };
};
