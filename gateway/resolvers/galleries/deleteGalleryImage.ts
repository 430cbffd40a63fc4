import { z } from 'zod';
import type { MutationResolvers } from '#gql/resolvers';

/** `deleteGalleryImage(id)`: soft delete through DELETE /delete/gallery. */
export const deleteGalleryImage: NonNullable<MutationResolvers['deleteGalleryImage']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('DELETE', '/delete/gallery', { galleryId: id, isDelete: true }, z.object({ _id: z.string() }));
  return { id: data._id, message };
};
