import { graphql } from '#gql';
import { listCommand } from '../../lib/list-command.ts';
import { subAdminColumns } from './sub-admin-fields.ts';

const SubAdminsDocument = graphql(`
  query CliSubAdmins($limit: Int, $offset: Int, $search: String) {
    subAdmins(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliSubAdminFields
      }
    }
  }
`);

/** `venue sub-admins list`: one page of sub-admins, newest first. */
export const subAdminsListCommand = listCommand({
  description: 'list sub-admins, newest first',
  search: 'only sub-admins whose name or email contains this text',
  document: SubAdminsDocument,
  page: (data) => data.subAdmins,
  columns: subAdminColumns,
});
