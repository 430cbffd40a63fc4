import { graphql } from '#gql';
import type { UserForm } from '#domain/schemas/user';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateUserDocument = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) { message user { id } }
  }
`);

/** Creates a user and toasts the reply message. */
export async function createUser(form: UserForm): Promise<void> {
  const { createUser: reply } = await request(CreateUserDocument, { input: form });
  toastSuccess(reply.message);
}
