import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetMenuStatusDocument = graphql(`
  mutation SetMenuStatus($id: ID!, $status: Status!) {
    setMenuStatus(id: $id, status: $status) { message menu { id status } }
  }
`);

/** Shows or hides a menu slot and toasts the reply message. */
export async function setMenuStatus(id: string, active: boolean): Promise<void> {
  const { setMenuStatus: reply } = await request(SetMenuStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' });
  toastSuccess(reply.message);
}
