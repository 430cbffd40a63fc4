import type { MutationResolvers } from '#gql/resolvers';
import { softDelete } from '../../lib/soft-delete.ts';

/** `deleteRole(id)`: soft delete through DELETE /delete/role. */
export const deleteRole: NonNullable<MutationResolvers['deleteRole']> = (_parent, { id }, { rest }) =>
  softDelete(rest, 'DELETE', '/delete/role', { roleId: id });
