import { Command } from 'commander';
import { z } from 'zod';
import { exportName, exportPath } from '#domain/export';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { restListQuery } from '#domain/declaration/rest-list-query';
import { action } from './action.ts';
import { AREA_LISTS } from './area-lists.ts';
import { CliError } from './cli-error.ts';
import { signedInConnection } from './connection.ts';
import { counted } from './counted.ts';
import { addDeferredOptions, deferOptions } from './deferred-options.ts';
import { download, type Download } from './download.ts';
import { ExitCode } from './exit-codes.ts';
import { openSink } from './file-sink.ts';
import { httpFailure } from './http-failure.ts';
import { networkReason } from './network.ts';
import { say } from './output.ts';
import { parse } from './parse.ts';
import { progressBar, type ProgressBar } from './progress-bar.ts';
import { retryAfterMs, TRANSIENT_STATUS, TransientError, withRetries } from './retry.ts';

const optionsSchema = z.object({
  csv: z.literal(true, { error: 'Choose the format: --csv (the only one)' }),
  output: z.string().min(1).optional(),
});

/** Counts CSV records as their bytes go by: a line feed outside quotes ends one (RFC 4180 quotes hold line breaks). */
function recordCounter() {
  let quoted = false;
  let records = 0;
  return {
    feed(chunk: string) {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk.charCodeAt(i);
        if (c === 34) quoted = !quoted;
        else if (c === 10 && !quoted) records++;
      }
    },
    get records() {
      return records;
    },
  };
}

/**
 * `venue export <area> --csv [filters] [-o file]`: one subcommand per area given (every declared area
 * with a list), under its name and its command's aliases (`ips`, `memories`). It streams the gateway's
 * `/export/<area>.csv` to stdout or a file, with a count of rows on a terminal's stderr. Its filters
 * are exactly those of `venue <area> list` but `--sort` (an export keeps the list's own order): read
 * from the list's factory once `load` has loaded the area's command (a call loads only the area it
 * names), checked as the list checks them, and sent as the REST query the list's variables stand for.
 */
export function exportCommand(areas: readonly AreaDeclaration[], load: (name: string) => Promise<unknown>, aliases: Readonly<Record<string, readonly string[]>> = {}): Command {
  const names = areas.map(exportName);
  const command = new Command('export')
    .description('download an area’s list as CSV, every row, with the list’s filters')
    .usage('<area> --csv [filters] [-o file]')
    .argument('[area]', `one of: ${names.join(', ')}`)
    // Only an area that is not one of the subcommands reaches this command's own action.
    .allowUnknownOption()
    .allowExcessArguments()
    .hook('preSubcommand', (_export, area) => addDeferredOptions(area))
    .addHelpText(
      'after',
      `
Each area takes the filters of its list (venue export <area> --help lists them), not --sort.
Every matching row is streamed, not only a page; a row count is shown on a terminal's stderr.
Cells starting with = + - @, tab or CR get a leading ' so spreadsheets do not run them.

Examples:
  $ venue export users --csv -o users.csv
  $ venue export bookings --csv --payment-status failed --from 2027-03-01 --to 2027-03-31 > failed.csv
  $ venue export roles --csv --status inactive --search bar
  $ venue export memory-events --csv --event <event-id> -o memories.csv`,
    )
    .action(
      action(async (word: string | undefined) => {
        if (word === undefined) throw new CliError(ExitCode.USAGE, `Name the area: venue export <area> --csv (one of ${names.join(', ')})`);
        throw new CliError(ExitCode.NOT_FOUND, `Unknown area "${word}". Areas with an export: ${names.join(', ')}`);
      }),
    );
  for (const area of areas) command.addCommand(areaExportCommand(area, load, aliases[exportName(area)] ?? []));
  return command;
}

/** `venue export <area>`: the area's CSV, with the filters of its list. */
function areaExportCommand(area: AreaDeclaration, load: (name: string) => Promise<unknown>, aliases: readonly string[]): Command {
  const name = exportName(area);
  const filters = () => {
    const list = AREA_LISTS.get(name);
    if (!list) throw new Error(`venue ${name}: no list registered for its export`);
    return list.filters;
  };
  const command = new Command(name)
    .description(`every ${area.nouns.one} of \`venue ${name} list\` as CSV, with its filters`)
    .aliases(aliases)
    .option('--csv', 'CSV (RFC 4180, UTF-8, CRLF; dates and prices as the web shows them)')
    .option('-o, --output <file>', 'write to this file (replaced only once complete) instead of stdout')
    .addHelpText('after', (context) => exportExamples(context.command));
  deferOptions(command, async () => {
    await load(name);
    filters().addTo(command, ['sort']);
  });
  return command.action(
    action(async (raw: Record<string, unknown>) => {
      const options = parse(optionsSchema, raw);
      const variables = filters().variables(raw);
      const { gateway, token } = await signedInConnection();
      const url = new URL(`${gateway}${exportPath(name)}`);
      for (const [key, value] of Object.entries(restListQuery(area, variables))) if (value !== undefined) url.searchParams.set(key, String(value));
      await streamCsv(url, token, options.output, area);
      return ExitCode.OK;
    }),
  );
}

/** The examples of `venue export <area> --help`, with the filters that area takes. */
function exportExamples(command: Command): string {
  const area = command.name();
  const takes = (flag: string) => command.options.find((option) => option.long === flag);
  const parent = command.options.find((option) => option.mandatory);
  const base = `venue export ${area} --csv${parent ? ` ${parent.long} <${parent.attributeName()}-id>` : ''}`;
  const lines = [`${base} -o ${area}.csv`];
  const status = takes('--status');
  if (takes('--search')) lines.push(`${base} --search bar > ${area}.csv`);
  if (status) lines.push(`${base} --status ${status.flags.match(/<([^|>]+)/)?.[1] ?? 'active'}`);
  if (takes('--from')) lines.push(`${base} --from 2027-03-01 --to 2027-03-31 > ${area}-march.csv`);
  if (takes('--deleted')) lines.push(`${base} --deleted -o ${area}-deleted.csv`);
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}`;
}

/**
 * An export's reply once it starts with 200. The gateway unreachable, silent or turning the call away
 * for now (429, 502, 503, 504) is a TransientError, which withRetries tries again as for any read;
 * any other status is the refusal it stands for.
 */
async function startDownload(url: URL, token: string): Promise<Download> {
  const reply = await download(url, token);
  if (reply.status === 200) return reply;
  const failure = httpFailure(reply.status, await reply.text());
  const kind = TRANSIENT_STATUS[reply.status];
  throw kind ? new TransientError(failure.message, kind, retryAfterMs(reply.retryAfter)) : failure;
}

/**
 * Streams an export's CSV to `output` (a file, complete or absent) or stdout, with a count of rows
 * on a terminal's stderr. Its start is tried again after a transient failure (see startDownload);
 * exit 7 when the gateway still cannot be reached, fails or goes silent, saying how far the output got.
 */
async function streamCsv(url: URL, token: string, output: string | undefined, area: AreaDeclaration): Promise<void> {
  const sink = await openSink(output);
  const bar: ProgressBar | undefined = process.stderr.isTTY ? progressBar() : undefined;
  const counter = recordCounter();
  const rows = () => Math.max(0, counter.records - 1);
  try {
    const reply = await withRetries(() => startDownload(url, token), true, undefined, true);
    const decoder = new TextDecoder();
    try {
      for await (const chunk of reply.chunks()) {
        await sink.write(chunk);
        counter.feed(decoder.decode(chunk, { stream: true }));
        bar?.update('Exporting', rows(), 0, 'rows');
      }
    } catch (error) {
      if (error instanceof CliError) throw error;
      const what = output ? `nothing was written to ${output}` : sink.written === 0 ? 'nothing was written' : 'the output is incomplete';
      throw new CliError(ExitCode.UNREACHABLE, `The export broke off after ${counted(rows(), 'row')} (${networkReason(error)}); ${what}.`);
    }
    await sink.finish();
  } catch (error) {
    await sink.abandon();
    bar?.done();
    throw error;
  }
  bar?.done();
  if (output) say(`Exported ${counted(rows(), area.nouns.one, area.nouns.many)} to ${output}`);
}
