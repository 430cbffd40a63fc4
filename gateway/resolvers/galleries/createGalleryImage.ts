import type { MutationResolvers } from '#gql/resolvers';
import { galleryBody } from './galleryBody.ts';
import { restGallerySchema, toGalleryImage } from './restGallery.ts';

/** `createGalleryImage(input)`: POST /create/gallery. */
export const createGalleryImage: NonNullable<MutationResolvers['createGalleryImage']> = async (_parent, { input }, { rest }) => {
  const { data, message } = await rest.send('POST', '/create/gallery', galleryBody(input), restGallerySchema);
  return { galleryImage: toGalleryImage(data), message };
};
