import type { MutationResolvers } from '#gql/resolvers';
import { softDelete } from '../../lib/soft-delete.ts';

/** `deleteUser(id)`: soft delete through POST /delete/user (§7: the users delete is a POST). */
export const deleteUser: NonNullable<MutationResolvers['deleteUser']> = (_parent, { id }, { rest }) =>
  softDelete(rest, 'POST', '/delete/user', { userId: id });
