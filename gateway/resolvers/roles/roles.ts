import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restRoleSchema, toRole } from './restRole.ts';

/** `roles(limit, offset, search)`: one page of roles, newest first. */
export const roles: NonNullable<QueryResolvers['roles']> = (_parent, { limit, offset, search }, { rest }) =>
  readPage(rest, '/get/roles', restRoleSchema, toRole, { limit, offset, search });
