import { galleryRecordSchema } from '#domain/schemas/replies';
import type { GalleryImage } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';
import { pictureShape } from '../../lib/picture.ts';

const restGallery = galleryRecordSchema;

/** REST gallery picture (§3) → GraphQL `GalleryImage`. */
export const galleryImageMapper: AreaMapper<typeof restGallery, GalleryImage> = {
  rest: restGallery,
  map: (picture) => ({ id: picture._id, image: picture.image, ...pictureShape(picture.metaData), status: toStatus(picture.status), createdAt: picture.createdAt, updatedAt: picture.updatedAt }),
};
