import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const HostDocument = graphql(`
  query Host($id: ID!) {
    host(id: $id) { id firstName lastName email isBlocked passwordSet createdAt }
  }
`);

/** One host (never the password: only whether one is set). */
export async function getHost(id: string) {
  const { host } = await request(HostDocument, { id });
  return host;
}
