import type { MutationResolvers } from '#gql/resolvers';
import { restGallerySchema, toGalleryImage } from './restGallery.ts';

/** `restoreGalleryImage(id)`: PATCH /restore/gallery. */
export const restoreGalleryImage: NonNullable<MutationResolvers['restoreGalleryImage']> = async (_parent, { id }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/restore/gallery', { galleryId: id }, restGallerySchema);
  return { galleryImage: toGalleryImage(data), message };
};
