import { z } from 'zod';
import { galleryOrientation } from '#domain/schemas/gallery';
import type { GalleryImage } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST gallery picture (§3). */
export const restGallerySchema = z.object({
  _id: z.string(),
  image: z.string(),
  metaData: z.object({ width: z.number(), height: z.number() }),
  status: z.number().int(),
  createdAt: z.string(),
});

/** REST gallery picture → GraphQL `GalleryImage`. */
export const toGalleryImage = (picture: z.infer<typeof restGallerySchema>): GalleryImage => ({
  id: picture._id,
  image: picture.image,
  orientation: galleryOrientation(picture.metaData) === 'portrait' ? 'PORTRAIT' : 'LANDSCAPE',
  width: picture.metaData.width,
  height: picture.metaData.height,
  status: toStatus(picture.status),
  createdAt: picture.createdAt,
});
