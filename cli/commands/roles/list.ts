import { graphql } from '#gql';
import { listCommand } from '../../lib/list-command.ts';
import { roleColumns } from './role-fields.ts';

const RolesDocument = graphql(`
  query CliRoles($limit: Int, $offset: Int, $search: String) {
    roles(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliRoleFields
      }
    }
  }
`);

/** `venue roles list`: one page of roles, newest first. */
export const rolesListCommand = listCommand({
  description: 'list roles, newest first',
  search: 'only roles whose name contains this text',
  document: RolesDocument,
  page: (data) => data.roles,
  columns: roleColumns,
});
