import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restServiceSchema, toService } from './restService.ts';

const pageSchema = z.object({ data: z.array(restServiceSchema), count: z.number().int() });

/** `services(limit, offset, search)`: one page of services, searched by title. */
export const services: NonNullable<QueryResolvers['services']> = async (_parent, { limit, offset, search }, { rest }) => {
  const { data } = await rest.get('/get/services', pageSchema, { limit, offset, search });
  return { items: data.data.map(toService), count: data.count };
};
