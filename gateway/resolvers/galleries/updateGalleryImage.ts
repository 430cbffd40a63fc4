import type { MutationResolvers } from '#gql/resolvers';
import { galleryBody } from './galleryBody.ts';
import { restGallerySchema, toGalleryImage } from './restGallery.ts';

/** `updateGalleryImage(id, input)`: PATCH /update/gallery. */
export const updateGalleryImage: NonNullable<MutationResolvers['updateGalleryImage']> = async (_parent, { id, input }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/gallery', { galleryId: id, ...galleryBody(input) }, restGallerySchema);
  return { galleryImage: toGalleryImage(data), message };
};
