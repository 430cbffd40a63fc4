import { graphql } from '#gql';
import { fromRows } from '../../../lib/permissions.ts';
import { request } from '../../../lib/request.ts';

const RoleDocument = graphql(`
  query Role($id: ID!) {
    role(id: $id) {
      id
      name
      status
      createdAt
      permissions { module all add view edit del }
    }
  }
`);

/** One role with its permission matrix in the domain's shape. */
export async function getRole(id: string) {
  const { role } = await request(RoleDocument, { id });
  return { ...role, permissions: fromRows(role.permissions) };
}
