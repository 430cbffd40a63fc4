import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restFollowSchema, toFollow } from './restFollow.ts';

/** `follows(limit, offset)`: the slots in their fixed order. */
export const follows: NonNullable<QueryResolvers['follows']> = (_parent, { limit, offset }, { rest }) =>
  readPage(rest, '/get/follows', restFollowSchema, toFollow, { limit, offset });
