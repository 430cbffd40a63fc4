import { graphql } from '#gql';
import { deleteCommand } from '../../lib/delete-command.ts';

const DeleteUserDocument = graphql(`
  mutation CliDeleteUser($id: ID!) {
    deleteUser(id: $id) {
      id
      message
    }
  }
`);

/** `venue users delete <id>`: asks first on a terminal; scripts must pass --yes. */
export const usersDeleteCommand = deleteCommand({
  description: 'delete a user (asks for confirmation unless --yes; `users restore` undoes it)',
  noun: 'user',
  document: DeleteUserDocument,
  result: (data) => data.deleteUser,
});
