import type { MutationResolvers } from '#gql/resolvers';
import { softDelete } from '../../lib/soft-delete.ts';

/** `deleteHost(id)`: soft delete through DELETE /delete/host. */
export const deleteHost: NonNullable<MutationResolvers['deleteHost']> = (_parent, { id }, { rest }) =>
  softDelete(rest, 'DELETE', '/delete/host', { hostId: id });
