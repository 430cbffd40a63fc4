import { graphql } from '#gql';
import { getCommand } from '../../lib/get-command.ts';
import { printTable } from '../../lib/output.ts';
import { userColumns } from './user-fields.ts';

const UserDocument = graphql(`
  query CliUser($id: ID!) {
    user(id: $id) {
      ...CliUserFields
    }
  }
`);

/** `venue users get <id>`: one user. */
export const usersGetCommand = getCommand({
  description: 'show one user',
  noun: 'user',
  document: UserDocument,
  record: (data) => data.user,
  print: (user) => printTable(userColumns, [user]),
});
