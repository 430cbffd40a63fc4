import type { MutationResolvers } from '#gql/resolvers';
import { softDelete } from '../../lib/soft-delete.ts';

/** `deleteSubAdmin(id)`: soft delete through DELETE /delete/subAdmin. */
export const deleteSubAdmin: NonNullable<MutationResolvers['deleteSubAdmin']> = (_parent, { id }, { rest }) =>
  softDelete(rest, 'DELETE', '/delete/subAdmin', { subAdminId: id });
