import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const UpdateMenuDocument = graphql(`
  mutation UpdateMenu($input: UpdateMenuInput!) {
    updateMenu(input: $input) { message menu { id } }
  }
`);

/** Saves a slot's name and, when newly uploaded, its image and PDF keys; toasts the reply message. */
export async function updateMenu(id: string, fields: { name: string; image?: string; pdf?: string }): Promise<void> {
  const { updateMenu: reply } = await request(UpdateMenuDocument, { input: { id, ...fields } });
  toastSuccess(reply.message);
}
