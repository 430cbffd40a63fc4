import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const SubAdminsDocument = graphql(`
  query SubAdmins($limit: Int, $offset: Int, $search: String) {
    subAdmins(limit: $limit, offset: $offset, search: $search) {
      count
      items { id name email isBlocked createdAt role { id name } }
    }
  }
`);

/** One page of sub-admins, newest first, optionally matching `search` by name or email. */
export async function listSubAdmins(page: { limit: number; offset: number; search?: string }) {
  const { subAdmins } = await request(SubAdminsDocument, page);
  return subAdmins;
}
