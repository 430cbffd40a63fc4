import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const HostsDocument = graphql(`
  query Hosts($limit: Int, $offset: Int, $search: String) {
    hosts(limit: $limit, offset: $offset, search: $search) {
      count
      items { id name email isBlocked createdAt }
    }
  }
`);

/** One page of hosts, newest first, optionally matching `search` by name or email. */
export async function listHosts(page: { limit: number; offset: number; search?: string }) {
  const { hosts } = await request(HostsDocument, page);
  return hosts;
}
