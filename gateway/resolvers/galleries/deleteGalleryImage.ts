import type { MutationResolvers } from '#gql/resolvers';
import { softDelete } from '../../lib/soft-delete.ts';

/** `deleteGalleryImage(id)`: soft delete through DELETE /delete/gallery. */
export const deleteGalleryImage: NonNullable<MutationResolvers['deleteGalleryImage']> = (_parent, { id }, { rest }) =>
  softDelete(rest, 'DELETE', '/delete/gallery', { galleryId: id });
