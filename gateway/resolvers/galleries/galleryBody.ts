import { galleryMeta } from '#domain/schemas/gallery';
import type { GalleryImageInput } from '#gql/resolvers';

/** GraphQL input → REST `{ image, metaData }` with the §9 sizes for the orientation. */
export const galleryBody = ({ image, orientation }: GalleryImageInput) => ({
  image,
  metaData: galleryMeta(orientation === 'PORTRAIT' ? 'portrait' : 'landscape'),
});
