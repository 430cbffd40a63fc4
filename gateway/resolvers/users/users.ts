import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restUserSchema, toUser } from './restUser.ts';

/** `users(limit, offset, search)`: one page of users, newest first. */
export const users: NonNullable<QueryResolvers['users']> = (_parent, { limit, offset, search }, { rest }) =>
  readPage(rest, '/users', restUserSchema, toUser, { limit, offset, search });
