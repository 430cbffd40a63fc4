import { Command, InvalidArgumentError, Option } from 'commander';
import { version } from '../package.json';
import { EXIT_CODES_HELP } from './lib/exit-codes.ts';
import { setGatewayFlag } from './lib/gateway-flag.ts';
import { wordUsageErrors } from './lib/usage-error.ts';

const ABOUT = `
Output: data goes to stdout, messages to stderr. On a terminal, reads print aligned tables; when
stdout is not a terminal they print tab-separated rows without a header. Every read takes --json.
Colour only on a terminal, and never when NO_COLOR is set.

Environment: VENUE_GATEWAY and VENUE_TOKEN override the saved login; VENUE_TOKEN needs a gateway:
--gateway <url> (before or after the command, over VENUE_GATEWAY), VENUE_GATEWAY or the saved login's.
The saved login's token is sent only to the gateway that issued it.
VENUE_EMAIL and VENUE_PASSWORD feed \`venue login\`. The session is saved (mode 0600) under
$XDG_CONFIG_HOME/venue, else ~/.config/venue.

Examples:
  $ venue login --gateway http://localhost:4000 --email admin@venue.local
  $ venue roles list --all --json | jq -r .id
  $ VENUE_TOKEN="$TOKEN" venue --gateway https://venue.example.com whoami
  $ venue roles list --json --all | venue roles set-status inactive --yes
  $ venue export users --csv -o users.csv
  $ venue smoke https://venue.example.com --json --wait 60

${EXIT_CODES_HELP}`;

/**
 * `--gateway`'s value must be a URL: `venue --gateway whoami` is a missing value (one line, exit 2),
 * not a gateway named "whoami" and a call without a command (which would print the whole help).
 */
function gatewayUrl(value: string): string {
  if (!/^https?:\/\/[^/\s]/i.test(value)) throw new InvalidArgumentError('It takes the gateway\'s URL, e.g. --gateway https://venue.example.com');
  return value;
}

/** The version `venue --version` prints: the package's. */
export const VERSION = version;

/** The `venue` program without its commands; bad usage throws instead of exiting. */
export function rootCommand(): Command {
  return new Command('venue')
    .description('Command line for the venue back-office: sign in, manage every area (roles, staff, users, content) one record or thousands at a time, export CSV, upload media, check a gateway.')
    .version(VERSION, '-V, --version', 'print the version of venue')
    .addOption(new Option('--gateway <url>', 'the gateway every command of this call uses (over $VENUE_GATEWAY and the saved login); with $VENUE_TOKEN no login is needed').argParser(gatewayUrl))
    .hook('preAction', (root) => setGatewayFlag(root.opts<{ gateway?: string }>().gateway))
    .addHelpText('after', ABOUT);
}

/**
 * Commander would call process.exit on bad usage; throwing lets main() return exit code 2 instead.
 * Its message is worded as the CLI's own errors are, with the `--help` to read (see usage-error.ts).
 */
export function throwOnUsageErrors(command: Command): Command {
  wordUsageErrors(command).exitOverride();
  command.commands.forEach(throwOnUsageErrors);
  return command;
}
