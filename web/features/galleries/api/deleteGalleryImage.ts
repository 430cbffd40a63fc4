import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const DeleteGalleryImageDocument = graphql(`
  mutation DeleteGalleryImage($id: ID!) {
    deleteGalleryImage(id: $id) { id message }
  }
`);

/** Soft-deletes a gallery picture and toasts the reply message. */
export async function deleteGalleryImage(id: string): Promise<void> {
  const { deleteGalleryImage: reply } = await request(DeleteGalleryImageDocument, { id });
  toastSuccess(reply.message);
}
