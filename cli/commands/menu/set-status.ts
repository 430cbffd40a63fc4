import { graphql } from '#gql';
import { setStatusCommand } from '../../lib/set-status-command.ts';

const SetMenuStatusDocument = graphql(`
  mutation CliSetMenuStatus($id: ID!, $status: Status!) {
    setMenuStatus(id: $id, status: $status) {
      message
      menu {
        ...CliMenuFields
      }
    }
  }
`);

/** `venue menu set-status <id> <active|inactive>`. */
export const menuSetStatusCommand = setStatusCommand({
  description: 'show or hide a menu slot',
  noun: 'menu',
  recordNoun: 'slot',
  document: SetMenuStatusDocument,
  reply: (data) => ({ message: data.setMenuStatus.message, record: data.setMenuStatus.menu }),
});
