import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const DeleteServiceDocument = graphql(`
  mutation DeleteService($id: ID!) {
    deleteService(id: $id) { id message }
  }
`);

/** Soft-deletes a service and toasts the reply message. */
export async function deleteService(id: string): Promise<void> {
  const { deleteService: reply } = await request(DeleteServiceDocument, { id });
  toastSuccess(reply.message);
}
