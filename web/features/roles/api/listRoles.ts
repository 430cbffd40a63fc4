import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const RolesDocument = graphql(`
  query Roles($limit: Int, $offset: Int, $search: String) {
    roles(limit: $limit, offset: $offset, search: $search) {
      count
      items { id name status createdAt }
    }
  }
`);

/** One page of roles, newest first, optionally matching `search` by name. */
export async function listRoles(page: { limit: number; offset: number; search?: string }) {
  const { roles } = await request(RolesDocument, page);
  return roles;
}
