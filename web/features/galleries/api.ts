import { graphql } from '#gql';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';
import type { PictureInput } from '../../lib/media/pictureSchema.ts';

const GalleryImagesDocument = graphql(`
  query GalleryImages($limit: Int, $offset: Int, $deleted: Boolean, $status: Status) {
    galleryImages(limit: $limit, offset: $offset, deleted: $deleted, status: $status) {
      count
      items { id image orientation status createdAt updatedAt }
    }
  }
`);
const CreateGalleryImageDocument = graphql(`
  mutation CreateGalleryImage($input: GalleryImageInput!) {
    createGalleryImage(input: $input) { message galleryImage { id } }
  }
`);
const UpdateGalleryImageDocument = graphql(`
  mutation UpdateGalleryImage($id: ID!, $input: GalleryImageInput!, $expectedUpdatedAt: DateTime) {
    updateGalleryImage(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message galleryImage { id updatedAt } }
  }
`);
const SetGalleryImageStatusDocument = graphql(`
  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {
    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status updatedAt } }
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
  list: async ({ limit, offset, deleted, status }: ListQuery) => (await request(GalleryImagesDocument, { limit, offset, deleted, status })).galleryImages,
  create: (input: PictureInput) => mutate(CreateGalleryImageDocument, { input }),
  update: (id: string, input: PictureInput, expectedUpdatedAt?: string) => mutate(UpdateGalleryImageDocument, { id, input, expectedUpdatedAt }),
  setStatus: async (id: string, active: boolean) => (await mutate(SetGalleryImageStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' })).galleryImage,
  remove: (id: string) => mutate(DeleteGalleryImageDocument, { id }),
  restore: (id: string) => mutate(RestoreGalleryImageDocument, { id }),
};
