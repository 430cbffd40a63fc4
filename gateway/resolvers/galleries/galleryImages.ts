import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restGallerySchema, toGalleryImage } from './restGallery.ts';

/** `galleryImages(limit, offset)`: one page of the gallery, newest first. */
export const galleryImages: NonNullable<QueryResolvers['galleryImages']> = (_parent, { limit, offset }, { rest }) =>
  readPage(rest, '/get/galleries', restGallerySchema, toGalleryImage, { limit, offset });
