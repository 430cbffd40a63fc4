import { galleryMeta, galleryOrientation } from '#domain/schemas/gallery';
import type { GalleryOrientation } from '#gql/resolvers';

/** GraphQL picture input → REST `{ image, metaData }` with the §9 sizes for its orientation. */
export const pictureBody = ({ image, orientation }: { image: string; orientation: GalleryOrientation }) => ({
  image,
  metaData: galleryMeta(orientation === 'PORTRAIT' ? 'portrait' : 'landscape'),
});

/** REST metaData → the GraphQL orientation and size of a picture. */
export const pictureShape = (metaData: { width: number; height: number }) => ({
  orientation: (galleryOrientation(metaData) === 'portrait' ? 'PORTRAIT' : 'LANDSCAPE') as GalleryOrientation,
  width: metaData.width,
  height: metaData.height,
});
