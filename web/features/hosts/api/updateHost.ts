import { graphql } from '#gql';
import type { HostEdit } from '#domain/schemas/host';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const UpdateHostDocument = graphql(`
  mutation UpdateHost($input: UpdateHostInput!) {
    updateHost(input: $input) { message host { id } }
  }
`);

/** Saves a host's fields (and a new password when one is given) and toasts the reply message. */
export async function updateHost(id: string, form: HostEdit): Promise<void> {
  const { updateHost: reply } = await request(UpdateHostDocument, { input: { id, ...form } });
  toastSuccess(reply.message);
}
