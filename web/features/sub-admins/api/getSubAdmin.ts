import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const SubAdminDocument = graphql(`
  query SubAdmin($id: ID!) {
    subAdmin(id: $id) { id name email isBlocked passwordSet createdAt role { id name } }
  }
`);

/** One sub-admin with its role. */
export async function getSubAdmin(id: string) {
  const { subAdmin } = await request(SubAdminDocument, { id });
  return subAdmin;
}
