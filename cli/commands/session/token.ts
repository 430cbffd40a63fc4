import { Command } from 'commander';
import { action } from '../../lib/action.ts';
import { notSignedIn, resolveConnection } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';

/** `venue token`: prints the token in use ($VENUE_TOKEN, else the saved login's) for other tools, e.g. curl. */
export const tokenCommand = new Command('token')
  .description('print the token in use ($VENUE_TOKEN, else the saved login) on stdout')
  .addHelpText(
    'after',
    `
Examples:
  $ curl -H "authorization: Bearer $(venue token)" "$VENUE_GATEWAY/export/roles.csv"
  $ venue token > /dev/null && echo signed in`,
  )
  .action(
    action(async () => {
      const connection = await resolveConnection();
      const { token } = connection;
      if (!token) throw notSignedIn(connection);
      process.stdout.write(`${token}\n`);
      return ExitCode.OK;
    }),
  );
