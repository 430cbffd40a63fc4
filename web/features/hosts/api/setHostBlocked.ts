import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const SetHostBlockedDocument = graphql(`
  mutation SetHostBlocked($id: ID!, $blocked: Boolean!) {
    setHostBlocked(id: $id, blocked: $blocked) { message host { id isBlocked } }
  }
`);

/** Blocks or unblocks a host and toasts the reply message. */
export async function setHostBlocked(id: string, blocked: boolean): Promise<void> {
  const { setHostBlocked: reply } = await request(SetHostBlockedDocument, { id, blocked });
  toastSuccess(reply.message);
}
