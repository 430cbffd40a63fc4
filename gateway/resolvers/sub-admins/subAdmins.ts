import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

const pageSchema = z.object({ data: z.array(restSubAdminSchema), count: z.number().int() });

/** `subAdmins(limit, offset, search)`: one page of sub-admins, newest first. */
export const subAdmins: NonNullable<QueryResolvers['subAdmins']> = async (_parent, { limit, offset, search }, { rest }) => {
  const { data } = await rest.get('/get/subAdmins', pageSchema, { limit, offset, search });
  return { items: data.data.map(toSubAdmin), count: data.count };
};
