import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restHostSchema, toHost } from './restHost.ts';

const pageSchema = z.object({ data: z.array(restHostSchema), count: z.number().int() });

/** `hosts(limit, offset, search)`: one page of hosts, newest first. */
export const hosts: NonNullable<QueryResolvers['hosts']> = async (_parent, { limit, offset, search }, { rest }) => {
  const { data } = await rest.get('/get/hosts', pageSchema, { limit, offset, search });
  return { items: data.data.map(toHost), count: data.count };
};
