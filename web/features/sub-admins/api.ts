import { graphql } from '#gql';
import { found } from '#domain/found';
import type { SubAdminEditForm, SubAdminForm } from '#domain/schemas/sub-admin';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const SubAdminsDocument = graphql(`
  query SubAdmins($limit: Int, $offset: Int, $search: String, $deleted: Boolean, $blocked: Boolean) {
    subAdmins(limit: $limit, offset: $offset, search: $search, deleted: $deleted, blocked: $blocked) {
      count
      items { id name email isBlocked createdAt role { id name } }
    }
  }
`);
const SubAdminDocument = graphql(`
  query SubAdmin($id: ID!) {
    subAdmin(id: $id) { id name email isBlocked passwordSet createdAt updatedAt role { id name } }
  }
`);
const CreateSubAdminDocument = graphql(`
  mutation CreateSubAdmin($input: CreateSubAdminInput!) {
    createSubAdmin(input: $input) { message subAdmin { id } }
  }
`);
const UpdateSubAdminDocument = graphql(`
  mutation UpdateSubAdmin($input: UpdateSubAdminInput!, $expectedUpdatedAt: DateTime) {
    updateSubAdmin(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message subAdmin { id updatedAt } }
  }
`);
const SetSubAdminBlockedDocument = graphql(`
  mutation SetSubAdminBlocked($id: ID!, $blocked: Boolean!) {
    setSubAdminBlocked(id: $id, blocked: $blocked) { message subAdmin { id isBlocked } }
  }
`);
const DeleteSubAdminDocument = graphql(`
  mutation DeleteSubAdmin($id: ID!) {
    deleteSubAdmin(id: $id) { id message }
  }
`);
const RestoreSubAdminDocument = graphql(`
  mutation RestoreSubAdmin($id: ID!) {
    restoreSubAdmin(id: $id) { message subAdmin { id } }
  }
`);
const RoleChoicesDocument = graphql(`
  query SubAdminRoleChoices {
    allRoles { id name }
  }
`);

/** The sub-admins' calls (§2.14): pages newest first, `search` by name or email; never a password. */
export const subAdminsApi = {
  list: async ({ limit, offset, search, deleted, blocked }: ListQuery) => (await request(SubAdminsDocument, { limit, offset, search, deleted, blocked })).subAdmins,
  get: async (id: string) => found((await request(SubAdminDocument, { id })).subAdmin),
  create: (form: SubAdminForm) => mutate(CreateSubAdminDocument, { input: form }),
  /** A new password only when one was typed. */
  update: (id: string, form: SubAdminEditForm, expectedUpdatedAt?: string) => mutate(UpdateSubAdminDocument, { input: { id, ...form }, expectedUpdatedAt }),
  setBlocked: (id: string, blocked: boolean) => mutate(SetSubAdminBlockedDocument, { id, blocked }),
  remove: (id: string) => mutate(DeleteSubAdminDocument, { id }),
  restore: (id: string) => mutate(RestoreSubAdminDocument, { id }),
  /** The active roles a sub-admin can be given, by name, as select choices. */
  roleChoices: async () => (await request(RoleChoicesDocument)).allRoles.map((role) => ({ value: role.id, label: role.name })),
};
