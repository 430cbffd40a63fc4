import { writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import { graphql } from '#gql';
import { z } from 'zod';
import { action } from '../../lib/action.ts';
import { CliError } from '../../lib/cli-error.ts';
import { paint } from '../../lib/colour.ts';
import { gatewayClient, normalizeGateway } from '../../lib/client.ts';
import { ExitCode, type ExitCodeValue } from '../../lib/exit-codes.ts';
import { fetchMe } from '../../lib/me.ts';
import { parse } from '../../lib/parse.ts';
import { printJson, say } from '../../lib/output.ts';
import { signIn } from '../../lib/sign-in.ts';
import { toExit } from '../../lib/to-exit.ts';
import { counted } from '../../lib/counted.ts';
import { seconds } from '../../lib/network.ts';
import { passwordFromStdin } from '../../lib/password.ts';

const HealthDocument = graphql(`
  query CliHealth {
    health {
      gateway
      api
    }
  }
`);

const secondsOption = (flag: string) => z.coerce.number({ error: `${flag} must be a number of seconds` }).positive(`${flag} must be more than 0 seconds`);

const optionsSchema = z.object({
  gateway: z.string(),
  email: z.string({ error: 'Missing --email (or VENUE_SMOKE_EMAIL)' }).min(1, 'Missing --email (or VENUE_SMOKE_EMAIL)'),
  password: z.string({ error: 'Missing --password-stdin, --password or VENUE_SMOKE_PASSWORD' }).min(1, 'Missing --password-stdin, --password or VENUE_SMOKE_PASSWORD'),
  json: z.boolean().default(false),
  junit: z.string().optional(),
  timeout: secondsOption('--timeout').default(15),
  wait: secondsOption('--wait').optional(),
  lists: z.boolean().default(false),
  web: z.boolean().default(false),
  media: z.string().optional(),
});

/** One check's outcome, as --json and --junit report it. */
interface Check {
  name: string;
  result: 'passed' | 'failed' | 'skipped';
  ms: number;
  detail: string;
  code?: ExitCodeValue;
}

/**
 * Runs `work` for at most `ms`: then its requests (made with the signal it is given) are ended and it
 * fails as unreachable, "no answer within 1 s", so the check takes its time and no longer.
 */
async function withTimeout<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new CliError(ExitCode.UNREACHABLE, `no answer within ${seconds(ms)}`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

const xml = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** JUnit XML, one testcase per check, for CI systems that read test reports. */
function junit(checks: readonly Check[]): string {
  const failures = checks.filter((c) => c.result === 'failed').length;
  const skipped = checks.filter((c) => c.result === 'skipped').length;
  const total = checks.reduce((sum, c) => sum + c.ms, 0) / 1000;
  const cases = checks.map((c) => {
    const body = c.result === 'failed' ? `<failure message="${xml(c.detail)}"/>` : c.result === 'skipped' ? `<skipped message="${xml(c.detail)}"/>` : '';
    return `    <testcase classname="venue.smoke" name="${xml(c.name)}" time="${(c.ms / 1000).toFixed(3)}">${body}</testcase>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="venue smoke" tests="${checks.length}" failures="${failures}" skipped="${skipped}" time="${total.toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

/** `venue smoke <gateway-url>`: reachable, sign-in, one query, and the optional checks; exit 0, 3 for refused credentials, 7 for an outage or a failed check. */
export const smokeCommand = new Command('smoke')
  .description('check a gateway end to end: reachable, sign-in, one query')
  .argument('<gateway-url>', 'gateway URL, e.g. http://127.0.0.1:4000')
  .option('--email <email>', 'account to sign in with (default: $VENUE_SMOKE_EMAIL)')
  .option('--password-stdin', 'read the password from the first line of stdin')
  .option('--password <password>', 'its password (default: $VENUE_SMOKE_PASSWORD; visible in `ps`, prefer the others)')
  .option('--json', 'print the checks as JSON on stdout: { passed, checks: [{ name, result, ms, detail }] }')
  .option('--junit <file>', 'also write the checks as JUnit XML to <file>')
  .option('--timeout <seconds>', 'longest wait for each check', '15')
  .option('--wait <seconds>', 'first wait up to this long for the gateway and its API to answer (a deploy still starting)')
  .option('--lists', "also read one row of every area's list the account may see (others are skipped; memory-events is left out: its list needs an event)")
  .option('--web', 'also load the web console (GET /)')
  .option('--media <key>', 'also fetch this stored file from /media/<key>')
  .addHelpText(
    'after',
    `
Exit codes: 0 every check passed; 3 the credentials were refused; 7 the gateway or its API is down,
or another check failed; 2 or 6 bad flags.

Examples:
  $ venue smoke https://venue.example.com --email ci@venue.example --password-stdin <<< "$PASS"
  $ VENUE_SMOKE_EMAIL=ci@venue.example VENUE_SMOKE_PASSWORD="$PASS" venue smoke "$URL" --wait 120 --json
  $ venue smoke "$URL" --lists --web --junit smoke.xml`,
  )
  .action(
    action(async (url: string, raw: Record<string, unknown>) => {
      const stdinPassword = raw['passwordStdin'] ? await passwordFromStdin() : undefined;
      const options = parse(optionsSchema, {
        ...raw,
        gateway: url,
        email: raw['email'] ?? process.env['VENUE_SMOKE_EMAIL'],
        password: stdinPassword ?? raw['password'] ?? process.env['VENUE_SMOKE_PASSWORD'],
      });
      const gateway = normalizeGateway(options.gateway);
      const timeoutMs = options.timeout * 1000;
      const checks: Check[] = [];
      // Each check's requests wait on a silent gateway for --timeout, not the CLI's usual 15 s, once: a check reports the failure it met (--wait waits for the gateway first).
      const client = (signal: AbortSignal, token?: string) => gatewayClient(gateway, token, { timeoutMs, signal, retries: 0 });
      const step = async (name: string, check: (signal: AbortSignal) => Promise<string>): Promise<boolean> => {
        const started = performance.now();
        try {
          const detail = await withTimeout(timeoutMs, check);
          const ms = Math.round(performance.now() - started);
          checks.push({ name, result: detail.startsWith('skipped:') ? 'skipped' : 'passed', ms, detail: detail.replace(/^skipped: /, '') });
          if (!options.json) say(`${detail.startsWith('skipped:') ? paint('-', 'dim') : paint('✓', 'green')} ${name}: ${detail} (${ms} ms)`);
          return true;
        } catch (error) {
          const { code, message } = toExit(error);
          const detail = message.split('\n')[0] ?? message;
          checks.push({ name, result: 'failed', ms: Math.round(performance.now() - started), detail, code });
          if (!options.json) say(`${paint('✗', 'red')} ${name}: ${detail}`);
          return false;
        }
      };
      const health = async (signal: AbortSignal) => {
        const { health } = await client(signal).request(HealthDocument);
        if (!health.api) throw new CliError(ExitCode.UNREACHABLE, 'the gateway is up but the API behind it is not');
        return `${gateway} answers, API up`;
      };
      if (options.wait) {
        const until = performance.now() + options.wait * 1000;
        for (;;) {
          const up = await withTimeout(timeoutMs, health).then(
            () => true,
            () => false,
          );
          if (up || performance.now() > until) break;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      let token = '';
      const core =
        (await step('reachable', health)) &&
        (await step('sign-in', async (signal) => {
          const session = await signIn(gateway, options.email, options.password, { timeoutMs, signal, retries: 0 });
          token = session.token;
          return `signed in as ${session.name}`;
        })) &&
        (await step('query', async (signal) => `me is ${(await fetchMe(client(signal, token))).email}`));
      if (core && options.lists) {
        await import('../../program.ts').then(async ({ buildProgram }) => buildProgram());
        const { AREA_LISTS } = await import('../../lib/area-commands.ts');
        for (const [area, list] of AREA_LISTS) {
          if (list.needsParent) continue;
          await step(`list ${area}`, async (signal) => {
            try {
              const data = (await client(signal, token).request(list.document, { limit: 1, offset: 0 }))[list.field] as { count?: number } | unknown[];
              return counted(Array.isArray(data) ? data.length : (data.count ?? 0), 'row');
            } catch (error) {
              if (toExit(error).code === ExitCode.FORBIDDEN) return 'skipped: not permitted for this account';
              throw error;
            }
          });
        }
      }
      const fetchOk = async (path: string, expect: RegExp, signal: AbortSignal) => {
        const response = await fetch(`${gateway}${path}`, { signal }).catch((error: unknown) => {
          throw new CliError(ExitCode.UNREACHABLE, `Cannot reach ${gateway}${path}: ${error instanceof Error ? error.message : String(error)}`);
        });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !expect.test(type)) throw new CliError(ExitCode.UNREACHABLE, `${path} answered HTTP ${response.status} (${type || 'no content type'})`);
        return `HTTP ${response.status} ${type.split(';')[0]}`;
      };
      if (core && options.web) await step('web', (signal) => fetchOk('/', /html/, signal));
      if (core && options.media) await step('media', (signal) => fetchOk(`/media/${options.media}`, /./, signal));

      const failed = checks.filter((c) => c.result === 'failed');
      const passed = failed.length === 0;
      if (options.json) printJson({ gateway, passed, checks });
      else say(passed ? paint('Smoke test passed.', 'green') : paint('Smoke test failed.', 'red'));
      if (options.junit) await writeFile(options.junit, junit(checks));
      if (passed) return ExitCode.OK;
      // Refused credentials are the caller's to fix; anything else is an outage or a broken deploy.
      return failed.some((c) => c.name === 'sign-in' && c.code === ExitCode.UNAUTHENTICATED) ? ExitCode.UNAUTHENTICATED : ExitCode.UNREACHABLE;
    }),
  );
