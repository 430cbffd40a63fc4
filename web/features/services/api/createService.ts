import { graphql } from '#gql';
import type { ServiceForm } from '#domain/schemas/service';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateServiceDocument = graphql(`
  mutation CreateService($input: CreateServiceInput!) {
    createService(input: $input) { message service { id } }
  }
`);

/** Creates a service (the gateway sends sort 1) and toasts the reply message. */
export async function createService(form: ServiceForm): Promise<void> {
  const { createService: reply } = await request(CreateServiceDocument, { input: form });
  toastSuccess(reply.message);
}
