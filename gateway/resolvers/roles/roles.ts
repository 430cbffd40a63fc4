import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restRoleSchema, toRole } from './restRole.ts';

const pageSchema = z.object({ data: z.array(restRoleSchema), count: z.number().int() });

/** `roles(limit, offset, search)`: one page of roles, newest first. */
export const roles: NonNullable<QueryResolvers['roles']> = async (_parent, { limit, offset, search }, { rest }) => {
  const { data } = await rest.get('/get/roles', pageSchema, { limit, offset, search });
  return { items: data.data.map(toRole), count: data.count };
};
