import { graphql } from '#gql';
import { request } from '../../../lib/request.ts';

const RoleChoicesDocument = graphql(`
  query SubAdminRoleChoices {
    allRoles { id name }
  }
`);

/** The active roles a sub-admin can be given, by name. */
export async function listRoleChoices() {
  const { allRoles } = await request(RoleChoicesDocument);
  return allRoles;
}
