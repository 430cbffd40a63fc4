import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) { id message }
  }
`);

/** Soft-deletes a user and toasts the reply message. */
export async function deleteUser(id: string): Promise<void> {
  const { deleteUser: reply } = await request(DeleteUserDocument, { id });
  toastSuccess(reply.message);
}
