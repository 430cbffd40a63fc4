import { graphql } from '#gql';
import { setStatusCommand } from '../../lib/set-status-command.ts';

const SetRoleStatusDocument = graphql(`
  mutation CliSetRoleStatus($id: ID!, $status: Status!) {
    setRoleStatus(id: $id, status: $status) {
      message
      role {
        ...CliRoleFields
      }
    }
  }
`);

/** `venue roles set-status <id> <active|inactive>`. */
export const rolesSetStatusCommand = setStatusCommand({
  description: 'activate or deactivate a role',
  noun: 'role',
  document: SetRoleStatusDocument,
  reply: (data) => ({ message: data.setRoleStatus.message, record: data.setRoleStatus.role }),
});
