import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const DeleteRoleDocument = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) { id message }
  }
`);

/** Soft-deletes a role and toasts the reply message. */
export async function deleteRole(id: string): Promise<void> {
  const { deleteRole: reply } = await request(DeleteRoleDocument, { id });
  toastSuccess(reply.message);
}
