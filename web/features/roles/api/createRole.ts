import { graphql } from '#gql';
import type { RoleForm } from '#domain/schemas/role';
import { toRows } from '../../../lib/permissions.ts';
import { request } from '../../../lib/request.ts';
import { toastSuccess } from '../../../lib/toasts.ts';

const CreateRoleDocument = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) { message role { id } }
  }
`);

/** Creates a role and toasts the reply message. */
export async function createRole(form: RoleForm): Promise<void> {
  const { createRole: reply } = await request(CreateRoleDocument, { input: { name: form.name, permissions: toRows(form.permissions) } });
  toastSuccess(reply.message);
}
