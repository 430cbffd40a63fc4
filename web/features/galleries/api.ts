import { graphql } from '#gql';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';
import type { GalleryImageInput } from './galleryImageSchema.ts';

const GalleryImagesDocument = graphql(`
  query GalleryImages($limit: Int, $offset: Int) {
    galleryImages(limit: $limit, offset: $offset) {
      count
      items { id image orientation status createdAt }
    }
  }
`);
const CreateGalleryImageDocument = graphql(`
  mutation CreateGalleryImage($input: GalleryImageInput!) {
    createGalleryImage(input: $input) { message galleryImage { id } }
  }
`);
const UpdateGalleryImageDocument = graphql(`
  mutation UpdateGalleryImage($id: ID!, $input: GalleryImageInput!) {
    updateGalleryImage(id: $id, input: $input) { message galleryImage { id } }
  }
`);
const SetGalleryImageStatusDocument = graphql(`
  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {
    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status } }
  }
`);
const DeleteGalleryImageDocument = graphql(`
  mutation DeleteGalleryImage($id: ID!) {
    deleteGalleryImage(id: $id) { id message }
  }
`);
const RestoreGalleryImageDocument = graphql(`
  mutation RestoreGalleryImage($id: ID!) {
    restoreGalleryImage(id: $id) { message galleryImage { id } }
  }
`);

/** The gallery's calls (§2.14): pages of pictures, newest first. */
export const galleriesApi = {
  list: async ({ limit, offset }: ListQuery) => (await request(GalleryImagesDocument, { limit, offset })).galleryImages,
  create: (input: GalleryImageInput) => mutate(CreateGalleryImageDocument, { input }),
  update: (id: string, input: GalleryImageInput) => mutate(UpdateGalleryImageDocument, { id, input }),
  setStatus: (id: string, active: boolean) => mutate(SetGalleryImageStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' }),
  remove: (id: string) => mutate(DeleteGalleryImageDocument, { id }),
  restore: (id: string) => mutate(RestoreGalleryImageDocument, { id }),
};
