import { completePermissions } from '#domain/permissions';
import { found } from '#domain/found';
import { graphql } from '#gql';
import type { RoleForm } from '#domain/schemas/role';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { fromRows, toRows } from '../../lib/permissions.ts';
import { request } from '../../lib/request.ts';

const RolesDocument = graphql(`
  query Roles($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $status: Status) {
    roles(limit: $limit, offset: $offset, search: $search, deleted: $deleted, status: $status) {
      count
      items { id name status createdAt }
    }
  }
`);
const RoleDocument = graphql(`
  query Role($id: ID!) {
    role(id: $id) {
      id
      name
      status
      createdAt
      updatedAt
      permissions { module all add view edit del }
    }
  }
`);
const CreateRoleDocument = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) { message role { id } }
  }
`);
const UpdateRoleDocument = graphql(`
  mutation UpdateRole($input: UpdateRoleInput!, $expectedUpdatedAt: DateTime) {
    updateRole(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message role { id updatedAt } }
  }
`);
const SetRoleStatusDocument = graphql(`
  mutation SetRoleStatus($id: ID!, $status: Status!) {
    setRoleStatus(id: $id, status: $status) { message role { id status } }
  }
`);
const DeleteRoleDocument = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id) { id message }
  }
`);
const RestoreRoleDocument = graphql(`
  mutation RestoreRole($id: ID!) {
    restoreRole(id: $id) { message role { id } }
  }
`);

/** The roles' calls (§2.7): pages newest first, `search` by name; permission rows in the domain's shape. */
export const rolesApi = {
  list: async ({ limit, offset, search, deleted, status }: ListQuery) => (await request(RolesDocument, { limit, offset, search, deleted, status })).roles,
  get: async (id: string) => {
    const role = found((await request(RoleDocument, { id })).role);
    // Every module's row, whatever the API left out, so the detail table and the grid show all 17.
    return { ...role, permissions: completePermissions(fromRows(role.permissions)) };
  },
  create: (form: RoleForm) => mutate(CreateRoleDocument, { input: { name: form.name, permissions: toRows(form.permissions) } }),
  update: (id: string, form: RoleForm, expectedUpdatedAt?: string) => mutate(UpdateRoleDocument, { input: { id, name: form.name, permissions: toRows(form.permissions) }, expectedUpdatedAt }),
  setStatus: (id: string, active: boolean) => mutate(SetRoleStatusDocument, { id, status: active ? 'ACTIVE' : 'INACTIVE' }),
  remove: (id: string) => mutate(DeleteRoleDocument, { id }),
  restore: (id: string) => mutate(RestoreRoleDocument, { id }),
};
