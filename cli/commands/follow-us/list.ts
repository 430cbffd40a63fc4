import { graphql } from '#gql';
import { listAllCommand } from '../../lib/list-all-command.ts';
import { followColumns } from './follow-fields.ts';

const FollowsDocument = graphql(`
  query CliFollows($limit: Int) {
    follows(limit: $limit) {
      count
      items {
        ...CliFollowFields
      }
    }
  }
`);

/** `venue follow-us list`: every Follow Us slot in its fixed order. */
export const followUsListCommand = listAllCommand({
  description: 'list the Follow Us pictures',
  // The slots are few and fixed: one page holds them all.
  limit: 100,
  document: FollowsDocument,
  rows: (data) => data.follows.items,
  columns: followColumns,
});
