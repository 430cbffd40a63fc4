import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { gatewayClient, normalizeGateway } from '../../lib/client.ts';
import { ExitCode } from '../../lib/exit-codes.ts';
import { fetchMe } from '../../lib/me.ts';
import { parse } from '../../lib/parse.ts';
import { say } from '../../lib/output.ts';
import { signIn } from '../../lib/sign-in.ts';
import { toExit } from '../../lib/to-exit.ts';

const HealthDocument = graphql(`
  query CliHealth {
    health {
      gateway
      api
    }
  }
`);

const optionsSchema = z.object({
  gateway: z.string(),
  email: z.string({ error: 'Missing --email (or VENUE_SMOKE_EMAIL)' }).min(1, 'Missing --email (or VENUE_SMOKE_EMAIL)'),
  password: z.string({ error: 'Missing --password (or VENUE_SMOKE_PASSWORD)' }).min(1, 'Missing --password (or VENUE_SMOKE_PASSWORD)'),
});

/** Runs one check: ✓ and its detail, or ✗ and the reason. */
async function step(name: string, check: () => Promise<string>): Promise<boolean> {
  const started = performance.now();
  try {
    const detail = await check();
    say(`✓ ${name}: ${detail} (${Math.round(performance.now() - started)} ms)`);
    return true;
  } catch (error) {
    say(`✗ ${name}: ${toExit(error).message.split('\n')[0]}`);
    return false;
  }
}

/** `venue smoke <gateway-url>`: reachable, sign-in, one query; exit 0 or 7 with the failing step. */
export const smokeCommand = new Command('smoke')
  .description('check a gateway end to end: reachable, sign-in, one query')
  .argument('<gateway-url>', 'gateway URL, e.g. http://127.0.0.1:4000')
  .option('--email <email>', 'account to sign in with (default: $VENUE_SMOKE_EMAIL)')
  .option('--password <password>', 'its password (default: $VENUE_SMOKE_PASSWORD)')
  .action(
    action(async (url: string, raw: { email?: string; password?: string }) => {
      const options = parse(optionsSchema, {
        gateway: url,
        email: raw.email ?? process.env['VENUE_SMOKE_EMAIL'],
        password: raw.password ?? process.env['VENUE_SMOKE_PASSWORD'],
      });
      const gateway = normalizeGateway(options.gateway);
      let token = '';
      const passed =
        (await step('reachable', async () => {
          const { health } = await gatewayClient(gateway).request(HealthDocument);
          if (!health.api) throw new Error('the gateway is up but the API behind it is not');
          return `${gateway} answers, API up`;
        })) &&
        (await step('sign-in', async () => {
          const session = await signIn(gateway, options.email, options.password);
          token = session.token;
          return `signed in as ${session.name}`;
        })) &&
        (await step('query', async () => `me is ${(await fetchMe(gatewayClient(gateway, token))).email}`));
      say(passed ? 'Smoke test passed.' : 'Smoke test failed.');
      return passed ? ExitCode.OK : ExitCode.UNREACHABLE;
    }),
  );
