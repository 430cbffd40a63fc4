import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const UsersDocument = graphql(`
  query Users($limit: Int, $offset: Int, $search: String) {
    users(limit: $limit, offset: $offset, search: $search) {
      count
      items { id name email mobileCode mobileNo dob createdAt }
    }
  }
`);

/** One page of users, newest first, optionally matching `search` by name or email. */
export async function listUsers(page: { limit: number; offset: number; search?: string }) {
  const { users } = await request(UsersDocument, page);
  return users;
}
