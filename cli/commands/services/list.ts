import { graphql } from '#gql';
import { listCommand } from '../../lib/list-command.ts';
import { serviceColumns } from './service-fields.ts';

const ServicesDocument = graphql(`
  query CliServices($limit: Int, $offset: Int, $search: String) {
    services(limit: $limit, offset: $offset, search: $search) {
      count
      items {
        ...CliServiceFields
      }
    }
  }
`);

/** `venue services list`: one page of services, newest first. */
export const servicesListCommand = listCommand({
  description: 'list services, newest first',
  search: 'only services whose title contains this text',
  document: ServicesDocument,
  page: (data) => data.services,
  columns: serviceColumns,
});
