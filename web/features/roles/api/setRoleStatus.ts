import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetRoleStatusDocument = graphql(`
  mutation SetRoleStatus($id: ID!, $status: Status!) {
    setRoleStatus(id: $id, status: $status) { message role { id status } }
  }
`);

/** Activates or deactivates a role and toasts the reply message. */
export async function setRoleStatus(id: string, active: boolean): Promise<void> {
  const { setRoleStatus: reply } = await request(SetRoleStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' });
  toastSuccess(reply.message);
}
