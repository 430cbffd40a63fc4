import { graphql } from '#gql';
import type { ServiceForm } from '#domain/schemas/service';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const UpdateServiceDocument = graphql(`
  mutation UpdateService($input: UpdateServiceInput!) {
    updateService(input: $input) { message service { id } }
  }
`);

/** Saves a service and toasts the reply message. */
export async function updateService(id: string, form: ServiceForm): Promise<void> {
  const { updateService: reply } = await request(UpdateServiceDocument, { input: { id, ...form } });
  toastSuccess(reply.message);
}
