import type { Resolvers } from '#gql/resolvers';
import { createGalleryImage } from './createGalleryImage.ts';
import { deleteGalleryImage } from './deleteGalleryImage.ts';
import { galleryImages } from './galleryImages.ts';
import { restoreGalleryImage } from './restoreGalleryImage.ts';
import { setGalleryImageStatus } from './setGalleryImageStatus.ts';
import { updateGalleryImage } from './updateGalleryImage.ts';

/** Root fields of the galleries area. */
export const galleriesResolvers = {
  Query: { galleryImages },
  Mutation: { createGalleryImage, updateGalleryImage, setGalleryImageStatus, deleteGalleryImage, restoreGalleryImage },
} satisfies Resolvers;
