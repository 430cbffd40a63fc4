import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetSubAdminBlockedDocument = graphql(`
  mutation SetSubAdminBlocked($id: ID!, $blocked: Boolean!) {
    setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } }
  }
`);

/** Blocks or unblocks a sub-admin and toasts the reply message. */
export async function setSubAdminBlocked(id: string, blocked: boolean): Promise<void> {
  const { setSubAdminBlocked: reply } = await request(SetSubAdminBlockedDocument, { id, blocked });
  toastSuccess(reply.message);
}
