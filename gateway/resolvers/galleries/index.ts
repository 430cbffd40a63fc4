import { galleriesArea } from '#domain/areas/galleries';
import type { Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { pictureBody } from '../../lib/picture.ts';
import { galleryImageMapper } from './mapper.ts';

/** The galleries area: every field is standard; the orientation becomes the §9 metaData on the way in. */
export const galleriesResolvers = areaResolvers(galleriesArea, galleryImageMapper, {
  create: ({ input }) => pictureBody(input),
  update: ({ id, input }) => ({ id, body: pictureBody(input) }),
}) satisfies Resolvers;
