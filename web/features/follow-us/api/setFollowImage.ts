import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetFollowImageDocument = graphql(`
  mutation SetFollowImage($id: ID!, $image: String!) {
    setFollowImage(id: $id, image: $image) { message follow { id image } }
  }
`);

/** Puts an uploaded picture (its Key) in a Follow Us slot and toasts the reply message. */
export async function setFollowImage(id: string, image: string): Promise<void> {
  const { setFollowImage: reply } = await request(SetFollowImageDocument, { id, image });
  toastSuccess(reply.message);
}
