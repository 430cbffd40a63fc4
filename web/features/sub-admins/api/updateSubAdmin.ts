import { graphql } from '#gql';
import type { SubAdminEditForm } from '#domain/schemas/sub-admin';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const UpdateSubAdminDocument = graphql(`
  mutation UpdateSubAdmin($input: UpdateSubAdminInput!) {
    updateSubAdmin(input: $input) { message subAdmin { id } }
  }
`);

/** Saves a sub-admin (a new password only when one was typed) and toasts the reply message. */
export async function updateSubAdmin(id: string, form: SubAdminEditForm): Promise<void> {
  const { updateSubAdmin: reply } = await request(UpdateSubAdminDocument, { input: { id, ...form } });
  toastSuccess(reply.message);
}
