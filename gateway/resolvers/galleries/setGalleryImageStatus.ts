import type { MutationResolvers } from '#gql/resolvers';
import { fromStatus } from '../../lib/enums.ts';
import { restGallerySchema, toGalleryImage } from './restGallery.ts';

/** `setGalleryImageStatus(id, status)`: PATCH /update/gallery/status. */
export const setGalleryImageStatus: NonNullable<MutationResolvers['setGalleryImageStatus']> = async (_parent, { id, status }, { rest }) => {
  const { data, message } = await rest.send('PATCH', '/update/gallery/status', { galleryId: id, status: fromStatus(status) }, restGallerySchema);
  return { galleryImage: toGalleryImage(data), message };
};
