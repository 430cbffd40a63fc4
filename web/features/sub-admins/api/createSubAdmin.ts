import { graphql } from '#gql';
import type { SubAdminForm } from '#domain/schemas/sub-admin';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateSubAdminDocument = graphql(`
  mutation CreateSubAdmin($input: CreateSubAdminInput!) {
    createSubAdmin(input: $input) { message subAdmin { id } }
  }
`);

/** Creates a sub-admin and toasts the reply message. */
export async function createSubAdmin(form: SubAdminForm): Promise<void> {
  const { createSubAdmin: reply } = await request(CreateSubAdminDocument, { input: form });
  toastSuccess(reply.message);
}
