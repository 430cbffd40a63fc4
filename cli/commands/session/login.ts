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
import { passwordOf } from '../../lib/password.ts';
import { ask, canPrompt } from '../../lib/prompt.ts';
import { writeSession } from '../../lib/session-store.ts';
import { signIn } from '../../lib/sign-in.ts';

const optionsSchema = z.object({ gateway: z.string().optional(), email: z.string().optional(), password: z.string().optional(), passwordStdin: z.boolean().default(false) });

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
  .option('--email <email>', 'account email (default: $VENUE_EMAIL; asked for when missing)')
  .option('--password-stdin', 'read the password from the first line of stdin (for CI: never shows in `ps`)')
  .option('--password <password>', 'account password; visible to other users in `ps`, so prefer --password-stdin or $VENUE_PASSWORD (asked for, hidden, when missing)')
  .addHelpText(
    'after',
    `
Examples:
  $ venue login --gateway http://localhost:4000 --email admin@venue.local      # asks for the password
  $ printf '%s\\n' "$PASS" | venue login --gateway https://venue.example.com --email ci@venue.example --password-stdin
  $ VENUE_PASSWORD="$PASS" venue login --gateway https://venue.example.com --email ci@venue.example
  $ VENUE_GATEWAY=https://venue.example.com VENUE_TOKEN="$TOKEN" venue whoami   # no login at all`,
  )
  .action(
    action(async (raw: unknown) => {
      const options = parse(optionsSchema, raw);
      const known = await resolveConnection();
      const gateway = normalizeGateway(await fromFlagOrPrompt(options.gateway ?? known.gateway, '--gateway', () => ask('Gateway URL: ')));
      const email = await fromFlagOrPrompt(options.email ?? (process.env['VENUE_EMAIL'] || undefined), '--email', () => ask('Email: '));
      const password = await passwordOf({ stdin: options.passwordStdin, flag: options.password, env: process.env['VENUE_PASSWORD'], prompt: 'Password: ', ways: '--password-stdin, VENUE_PASSWORD or --password' });
      const credentials = parse(loginSchema, { email, password });
      const session = await signIn(gateway, credentials.email, credentials.password);
      const path = await writeSession({ gateway, token: session.token, name: session.name });
      say(`${session.message}. Welcome ${session.name} (${gateway}); session saved to ${path}`);
      return ExitCode.OK;
    }),
  );
