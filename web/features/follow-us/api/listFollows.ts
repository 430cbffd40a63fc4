import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const FollowsDocument = graphql(`
  query Follows($limit: Int, $offset: Int) {
    follows(limit: $limit, offset: $offset) { count items { id position image status } }
  }
`);

// The slots are few and fixed (six at first start): one call shows them all.
const ALL = 100;

/** Every Follow Us slot in its fixed order. */
export async function listFollows() {
  const { follows } = await request(FollowsDocument, { limit: ALL, offset: 0 });
  return follows.items;
}
