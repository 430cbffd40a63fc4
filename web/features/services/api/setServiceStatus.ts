import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetServiceStatusDocument = graphql(`
  mutation SetServiceStatus($id: ID!, $status: Status!) {
    setServiceStatus(id: $id, status: $status) { message service { id status } }
  }
`);

/** Activates or deactivates a service and toasts the reply message. */
export async function setServiceStatus(id: string, active: boolean): Promise<void> {
  const { setServiceStatus: reply } = await request(SetServiceStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' });
  toastSuccess(reply.message);
}
