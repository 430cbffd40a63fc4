import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restHostSchema, toHost } from './restHost.ts';

/** `hosts(limit, offset, search)`: one page of hosts, newest first. */
export const hosts: NonNullable<QueryResolvers['hosts']> = (_parent, { limit, offset, search }, { rest }) =>
  readPage(rest, '/get/hosts', restHostSchema, toHost, { limit, offset, search });
