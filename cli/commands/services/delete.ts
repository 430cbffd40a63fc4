import { graphql } from '#gql';
import { deleteCommand } from '../../lib/delete-command.ts';

const DeleteServiceDocument = graphql(`
  mutation CliDeleteService($id: ID!) {
    deleteService(id: $id) {
      id
      message
    }
  }
`);

/** `venue services delete <id>`: asks first on a terminal; scripts must pass --yes. */
export const servicesDeleteCommand = deleteCommand({
  description: 'delete a service (asks for confirmation unless --yes)',
  noun: 'service',
  document: DeleteServiceDocument,
  result: (data) => data.deleteService,
});
