import { graphql } from '#gql';
import type { HostForm } from '#domain/schemas/host';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateHostDocument = graphql(`
  mutation CreateHost($input: CreateHostInput!) {
    createHost(input: $input) { message host { id } }
  }
`);

/** Creates a host and toasts the reply message. */
export async function createHost(form: HostForm): Promise<void> {
  const { createHost: reply } = await request(CreateHostDocument, { input: form });
  toastSuccess(reply.message);
}
