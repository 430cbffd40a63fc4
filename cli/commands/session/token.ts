import { Command } from 'commander';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { resolveConnection } from '../../lib/connection.ts';
import { ExitCode, RELOGIN_HINT } from '../../lib/exit-codes.ts';

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
      const { token } = await resolveConnection();
      if (!token) throw new CliError(ExitCode.UNAUTHENTICATED, `Not signed in. ${RELOGIN_HINT}`);
      process.stdout.write(`${token}\n`);
      return ExitCode.OK;
    }),
  );
