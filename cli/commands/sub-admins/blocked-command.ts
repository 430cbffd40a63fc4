import { graphql } from '#gql';
import { blockCommands } from '../../lib/block-commands.ts';

const SetSubAdminBlockedDocument = graphql(`
  mutation CliSetSubAdminBlocked($id: ID!, $blocked: Boolean!) {
    setSubAdminBlocked(id: $id, blocked: $blocked) {
      message
      subAdmin {
        ...CliSubAdminFields
      }
    }
  }
`);

/** `venue sub-admins block|unblock <id>`: the two differ only in the value sent. */
export const subAdminsBlockCommands = blockCommands({
  noun: 'sub-admin',
  descriptions: { block: 'block a sub-admin: signed out at once, cannot sign in', unblock: 'unblock a sub-admin' },
  document: SetSubAdminBlockedDocument,
  reply: (data) => ({ message: data.setSubAdminBlocked.message, record: data.setSubAdminBlocked.subAdmin }),
});
