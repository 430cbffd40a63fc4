import { graphql } from '#gql';
import { setStatusCommand } from '../../lib/set-status-command.ts';

const SetServiceStatusDocument = graphql(`
  mutation CliSetServiceStatus($id: ID!, $status: Status!) {
    setServiceStatus(id: $id, status: $status) {
      message
      service {
        ...CliServiceFields
      }
    }
  }
`);

/** `venue services set-status <id> <active|inactive>`. */
export const servicesSetStatusCommand = setStatusCommand({
  description: 'activate or deactivate a service',
  noun: 'service',
  document: SetServiceStatusDocument,
  reply: (data) => ({ message: data.setServiceStatus.message, record: data.setServiceStatus.service }),
});
