import { graphql } from '#gql';
import { listCommand } from '../../lib/list-command.ts';
import { hostColumns } from './host-fields.ts';

const HostsDocument = graphql(`
  query CliHosts($limit: Int, $offset: Int, $search: String) {
    hosts(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliHostFields
      }
    }
  }
`);

/** `venue hosts list`: one page of hosts, newest first. */
export const hostsListCommand = listCommand({
  description: 'list hosts, newest first',
  search: 'only hosts whose name or email contains this text',
  document: HostsDocument,
  page: (data) => data.hosts,
  columns: hostColumns,
});
