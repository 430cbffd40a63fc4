import { z } from 'zod';
import { galleryOrientation } from '#domain/schemas/gallery';
import type { GalleryImage } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restGallery = z.object({
  _id: z.string(),
  image: z.string(),
  metaData: z.object({ width: z.number(), height: z.number() }),
  status: z.number().int(),
  createdAt: z.string(),
});

/** REST gallery picture (§3) → GraphQL `GalleryImage`. */
export const galleryImageMapper: AreaMapper<typeof restGallery, GalleryImage> = {
  rest: restGallery,
  map: (picture) => ({
    id: picture._id,
    image: picture.image,
    orientation: galleryOrientation(picture.metaData) === 'portrait' ? 'PORTRAIT' : 'LANDSCAPE',
    width: picture.metaData.width,
    height: picture.metaData.height,
    status: toStatus(picture.status),
    createdAt: picture.createdAt,
  }),
};
