import { graphql } from '#gql';
import { getCommand } from '../../lib/get-command.ts';
import { printTable } from '../../lib/output.ts';
import { serviceColumns } from './service-fields.ts';

const ServiceDocument = graphql(`
  query CliService($id: ID!) {
    service(id: $id) {
      ...CliServiceFields
    }
  }
`);

/** `venue services get <id>`: one service and its description. */
export const servicesGetCommand = getCommand({
  description: 'show one service',
  noun: 'service',
  document: ServiceDocument,
  record: (data) => data.service,
  print: (service) => printTable([...serviceColumns, { header: 'Description', value: (s) => s.description }], [service]),
});
