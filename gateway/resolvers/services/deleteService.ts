import type { MutationResolvers } from '#gql/resolvers';
import { softDelete } from '../../lib/soft-delete.ts';

/** `deleteService(id)`: soft delete through DELETE /delete/service. */
export const deleteService: NonNullable<MutationResolvers['deleteService']> = (_parent, { id }, { rest }) =>
  softDelete(rest, 'DELETE', '/delete/service', { serviceId: id });
