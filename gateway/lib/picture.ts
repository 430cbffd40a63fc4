import { z } from 'zod';
import { galleryMeta, galleryOrientation } from '#domain/schemas/gallery';
import type { GalleryOrientation } from '#gql/resolvers';

/** The REST fields of a picture with §9 metaData (a gallery item or an event memory, §3). */
export const restPictureFields = {
  _id: z.string(),
  image: z.string(),
  metaData: z.object({ width: z.number(), height: z.number() }),
  status: z.number().int(),
  createdAt: z.string(),
};

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
