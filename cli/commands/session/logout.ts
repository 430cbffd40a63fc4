import { Command } from 'commander';
import { z } from 'zod';
import { graphql } from '#gql';
import { action } from '../../lib/action.ts';
import { counted } from '../../lib/counted.ts';
import { examplesText } from '../../lib/examples.ts';
import { gatewayClient } from '../../lib/client.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { firstGraphQLError } from '../../lib/graphql-error.ts';
import { parse } from '../../lib/parse.ts';
import { say } from '../../lib/output.ts';
import { clearSession, readSession } from '../../lib/session-store.ts';
import { toExit } from '../../lib/to-exit.ts';

const LogoutDocument = graphql(`
  mutation CliLogout {
    logout { message sessionsEnded }
  }
`);

const LogoutEverywhereDocument = graphql(`
  mutation CliLogoutEverywhere {
    logoutEverywhere { message sessionsEnded }
  }
`);

const optionsSchema = z.object({ everywhere: z.boolean().default(false) });

/**
 * `venue logout`: ends the saved session on the server (with --everywhere, every session of the
 * account), then forgets it here. The local file goes even when the server cannot be reached,
 * and the command says so: that token then stays valid until it expires.
 */
export const logoutCommand = new Command('logout')
  .description('end the saved session on the server and forget it')
  .option('--everywhere', 'end every session of the account, on every device')
  .addHelpText('after', examplesText(['venue logout', 'venue logout --everywhere          # e.g. after a laptop is lost']))
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const saved = await readSession();
      if (!saved) {
        await clearSession();
        say('Not signed in; nothing to do.');
        return ExitCode.OK;
      }
      const client = gatewayClient(saved.gateway, saved.token);
      let ended: number;
      try {
        ended = options.everywhere
          ? (await client.request(LogoutEverywhereDocument)).logoutEverywhere.sessionsEnded
          : (await client.request(LogoutDocument)).logout.sessionsEnded;
      } catch (error) {
        await clearSession();
        // A token the server refuses already opens nothing there: forgetting it is all that is left.
        if (firstGraphQLError(error)?.code === 'UNAUTHENTICATED') {
          say('Signed out. (The server had already ended this session.)');
          return ExitCode.OK;
        }
        const { code, message } = toExit(error);
        say(`Signed out here only: ${message}\nThe token stays valid on the server until it expires.`);
        return code;
      }
      await clearSession();
      say(options.everywhere ? `Signed out. ${counted(ended, 'session')} of this account ended on the server.` : 'Signed out. The session was ended on the server.');
      return ExitCode.OK;
    }),
  );
