import { Command } from 'commander';
import { DATA_NOT_FOUND } from '#domain/messages';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { signedInClient } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { printJson, printTable, say } from '../../lib/output.ts';
import { parse } from '../../lib/parse.ts';
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

// The slots are few and fixed: one page holds them all.
const ALL = 100;

/** `venue follow-us list`: every Follow Us slot in its fixed order. */
export const followUsListCommand = new Command('list')
  .description('list the Follow Us pictures')
  .option('--json', 'print the slots as a JSON array')
  .action(
    action(async (raw: unknown) => {
      const options = parse(z.object({ json: z.boolean().default(false) }), raw);
      const { client } = await signedInClient();
      const { follows } = await client.request(FollowsDocument, { limit: ALL });
      if (options.json) {
        printJson(follows.items);
        return ExitCode.OK;
      }
      if (follows.items.length === 0) {
        say(DATA_NOT_FOUND);
        return ExitCode.OK;
      }
      printTable(followColumns, follows.items);
      return ExitCode.OK;
    }),
  );
