import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restSubAdminSchema, toSubAdmin } from './restSubAdmin.ts';

/** `subAdmins(limit, offset, search)`: one page of sub-admins, newest first. */
export const subAdmins: NonNullable<QueryResolvers['subAdmins']> = (_parent, { limit, offset, search }, { rest }) =>
  readPage(rest, '/get/subAdmins', restSubAdminSchema, toSubAdmin, { limit, offset, search });
