import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetGalleryImageStatusDocument = graphql(`
  mutation SetGalleryImageStatus($id: ID!, $status: Status!) {
    setGalleryImageStatus(id: $id, status: $status) { message galleryImage { id status } }
  }
`);

/** Shows or hides a gallery picture and toasts the reply message. */
export async function setGalleryImageStatus(id: string, active: boolean): Promise<void> {
  const { setGalleryImageStatus: reply } = await request(SetGalleryImageStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' });
  toastSuccess(reply.message);
}
