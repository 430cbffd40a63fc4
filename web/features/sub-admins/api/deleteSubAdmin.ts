import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const DeleteSubAdminDocument = graphql(`
  mutation DeleteSubAdmin($id: ID!) {
    deleteSubAdmin(id: $id) { id message }
  }
`);

/** Soft-deletes a sub-admin and toasts the reply message. */
export async function deleteSubAdmin(id: string): Promise<void> {
  const { deleteSubAdmin: reply } = await request(DeleteSubAdminDocument, { id });
  toastSuccess(reply.message);
}
