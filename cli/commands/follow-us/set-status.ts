import { graphql } from '#gql';
import { setStatusCommand } from '../../lib/set-status-command.ts';

const SetFollowStatusDocument = graphql(`
  mutation CliSetFollowStatus($id: ID!, $status: Status!) {
    setFollowStatus(id: $id, status: $status) {
      message
      follow {
        ...CliFollowFields
      }
    }
  }
`);

/** `venue follow-us set-status <id> <active|inactive>`. */
export const followUsSetStatusCommand = setStatusCommand({
  description: 'show or hide a Follow Us picture',
  noun: 'follow-us',
  recordNoun: 'slot',
  document: SetFollowStatusDocument,
  reply: (data) => ({ message: data.setFollowStatus.message, record: data.setFollowStatus.follow }),
});
