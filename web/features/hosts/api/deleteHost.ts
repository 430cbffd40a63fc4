import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const DeleteHostDocument = graphql(`
  mutation DeleteHost($id: ID!) {
    deleteHost(id: $id) { id message }
  }
`);

/** Soft-deletes a host and toasts the reply message. */
export async function deleteHost(id: string): Promise<void> {
  const { deleteHost: reply } = await request(DeleteHostDocument, { id });
  toastSuccess(reply.message);
}
