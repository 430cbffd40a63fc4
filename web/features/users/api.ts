import { graphql } from '#gql';
import { found } from '#domain/found';
import type { UserForm } from '#domain/schemas/user';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { mutate } from '../../lib/mutate.ts';
import { request } from '../../lib/request.ts';

const UsersDocument = graphql(`
  query Users($limit: Int, $offset: Int, $search: String, $deleted: Boolean) {
    users(limit: $limit, offset: $offset, search: $search, deleted: $deleted) {
      count
      items { id name email mobileCode mobileNo dob createdAt }
    }
  }
`);
const UserDocument = graphql(`
  query User($id: ID!) {
    user(id: $id) { id name firstName lastName email mobileCode mobileNo dob createdAt updatedAt }
  }
`);
const CreateUserDocument = graphql(`
  mutation CreateUser($input: CreateUserInput!) {
    createUser(input: $input) { message user { id } }
  }
`);
const UpdateUserDocument = graphql(`
  mutation UpdateUser($input: UpdateUserInput!, $expectedUpdatedAt: DateTime) {
    updateUser(input: $input, expectedUpdatedAt: $expectedUpdatedAt) { message user { id updatedAt } }
  }
`);
const DeleteUserDocument = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id) { id message }
  }
`);
const RestoreUserDocument = graphql(`
  mutation RestoreUser($id: ID!) {
    restoreUser(id: $id) { message user { id } }
  }
`);

/** The users' calls (§2.6): pages newest first, `search` by name or email. */
export const usersApi = {
  list: async ({ limit, offset, search, deleted }: ListQuery) => (await request(UsersDocument, { limit, offset, search, deleted })).users,
  get: async (id: string) => found((await request(UserDocument, { id })).user),
  create: (form: UserForm) => mutate(CreateUserDocument, { input: form }),
  update: (id: string, form: UserForm, expectedUpdatedAt?: string) => mutate(UpdateUserDocument, { input: { id, ...form }, expectedUpdatedAt }),
  remove: (id: string) => mutate(DeleteUserDocument, { id }),
  restore: (id: string) => mutate(RestoreUserDocument, { id }),
};
