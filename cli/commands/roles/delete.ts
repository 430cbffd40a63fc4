import { graphql } from '#gql';
import { deleteCommand } from '../../lib/delete-command.ts';

const DeleteRoleDocument = graphql(`
  mutation CliDeleteRole($id: ID!) {
    deleteRole(id: $id) {
      id
      message
    }
  }
`);

/** `venue roles delete <id>`: asks first on a terminal; scripts must pass --yes. */
export const rolesDeleteCommand = deleteCommand({
  description: 'delete a role (asks for confirmation unless --yes)',
  noun: 'role',
  document: DeleteRoleDocument,
  result: (data) => data.deleteRole,
});
