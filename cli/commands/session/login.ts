import { Command } from 'commander';
import { loginSchema } from '#domain/schemas/login';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { normalizeGateway } from '../../lib/client.ts';
import { resolveConnection } from '../../lib/connection.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { parse } from '../../lib/parse.ts';
import { say } from '../../lib/output.ts';
import { ask, askHidden, canPrompt } from '../../lib/prompt.ts';
import { writeSession } from '../../lib/session-store.ts';
import { signIn } from '../../lib/sign-in.ts';

const optionsSchema = z.object({ gateway: z.string().optional(), email: z.string().optional(), password: z.string().optional() });

/** A value from its flag, else from the terminal, else a usage error naming the flag. */
async function fromFlagOrPrompt(value: string | undefined, flag: string, prompt: () => Promise<string>): Promise<string> {
  if (value !== undefined) return value;
  if (!canPrompt()) throw new CliError(ExitCode.USAGE, `Missing ${flag} (no terminal to ask on).`);
  return prompt();
}

/** `venue login`: signs in and saves { gateway, token, name } for the other commands. */
export const loginCommand = new Command('login')
  .description('sign in to a gateway and remember the session')
  .option('--gateway <url>', 'gateway URL (default: $VENUE_GATEWAY or the last one used)')
  .option('--email <email>', 'account email (asked for when missing)')
  .option('--password <password>', 'account password (asked for, hidden, when missing)')
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const known = await resolveConnection();
      const gateway = normalizeGateway(await fromFlagOrPrompt(options.gateway ?? known.gateway, '--gateway', () => ask('Gateway URL: ')));
      const email = await fromFlagOrPrompt(options.email, '--email', () => ask('Email: '));
      const password = await fromFlagOrPrompt(options.password, '--password', () => askHidden('Password: '));
      const credentials = parse(loginSchema, { email, password });
      const session = await signIn(gateway, credentials.email, credentials.password);
      const path = await writeSession({ gateway, token: session.token, name: session.name });
      say(`${session.message}. Welcome ${session.name} (${gateway}); session saved to ${path}`);
      return ExitCode.OK;
    }),
  );
