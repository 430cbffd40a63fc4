import { graphql } from '#gql';
import type { RoleForm } from '#domain/schemas/role';
import { toRows } from '../../../lib/permissions.ts';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const UpdateRoleDocument = graphql(`
  mutation UpdateRole($input: UpdateRoleInput!) {
    updateRole(input: $input) { message role { id } }
  }
`);

/** Saves a role's name and permissions and toasts the reply message. */
export async function updateRole(id: string, form: RoleForm): Promise<void> {
  const { updateRole: reply } = await request(UpdateRoleDocument, { input: { id, name: form.name, permissions: toRows(form.permissions) } });
  toastSuccess(reply.message);
}
