import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

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

/** What the gallery form saves: an uploaded Key and the crop's orientation. */
export type GalleryImageInput = { image: string; orientation: 'PORTRAIT' | 'LANDSCAPE' };

/** Adds a picture (no id) or replaces one, and toasts the reply message. */
export async function saveGalleryImage(id: string | null, input: GalleryImageInput): Promise<void> {
  const message = id
    ? (await request(UpdateGalleryImageDocument, { id, input })).updateGalleryImage.message
    : (await request(CreateGalleryImageDocument, { input })).createGalleryImage.message;
  toastSuccess(message);
}
