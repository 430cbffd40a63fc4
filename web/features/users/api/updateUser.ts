import { graphql } from '#gql';
import type { UserForm } from '#domain/schemas/user';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const UpdateUserDocument = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) { message user { id } }
  }
`);

/** Saves a user's fields and toasts the reply message. */
export async function updateUser(id: string, form: UserForm): Promise<void> {
  const { updateUser: reply } = await request(UpdateUserDocument, { input: { id, ...form } });
  toastSuccess(reply.message);
}
