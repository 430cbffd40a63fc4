import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetFollowStatusDocument = graphql(`
  mutation SetFollowStatus($id: ID!, $status: Status!) {
    setFollowStatus(id: $id, status: $status) { message follow { id status } }
  }
`);

/** Shows or hides a Follow Us picture and toasts the reply message. */
export async function setFollowStatus(id: string, active: boolean): Promise<void> {
  const { setFollowStatus: reply } = await request(SetFollowStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' });
  toastSuccess(reply.message);
}
