import { graphql } from '#gql';
import { blockCommands } from '../../lib/block-commands.ts';

const SetHostBlockedDocument = graphql(`
  mutation CliSetHostBlocked($id: ID!, $blocked: Boolean!) {
    setHostBlocked(id: $id, blocked: $blocked) {
      message
      host {
        ...CliHostFields
      }
    }
  }
`);

/** `venue hosts block <id>` and `venue hosts unblock <id>`. */
export const hostsBlockCommands = blockCommands({
  noun: 'host',
  descriptions: { block: 'block a host', unblock: 'unblock a host' },
  document: SetHostBlockedDocument,
  reply: (data) => ({ message: data.setHostBlocked.message, record: data.setHostBlocked.host }),
});
