import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restGallerySchema, toGalleryImage } from './restGallery.ts';

const pageSchema = z.object({ data: z.array(restGallerySchema), count: z.number().int() });

/** `galleryImages(limit, offset)`: one page of the gallery, newest first. */
export const galleryImages: NonNullable<QueryResolvers['galleryImages']> = async (_parent, { limit, offset }, { rest }) => {
  const { data } = await rest.get('/get/galleries', pageSchema, { limit, offset });
  return { items: data.data.map(toGalleryImage), count: data.count };
};
