import { graphql } from '#gql';
import { listCommand } from '../../lib/list-command.ts';
import { userColumns } from './user-fields.ts';

const UsersDocument = graphql(`
  query CliUsers($limit: Int, $offset: Int, $search: String) {
    users(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliUserFields
      }
    }
  }
`);

/** `venue users list`: one page of users, newest first. */
export const usersListCommand = listCommand({
  description: 'list users, newest first',
  search: 'only users whose name or email contains this text',
  document: UsersDocument,
  page: (data) => data.users,
  columns: userColumns,
});
