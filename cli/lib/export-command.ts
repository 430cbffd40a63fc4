import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebStream } from 'node:stream/web';
import { Command } from 'commander';
import { z } from 'zod';
import { exportName, exportPath, exportQuery, type ExportFilters } from '#domain/export';
import type { AreaDeclaration } from '#domain/declaration/area-declaration';
import { action } from './action.ts';
import { CliError } from './cli-error.ts';
import { resolveConnection } from './connection.ts';
import { ExitCode, RELOGIN_HINT, type ExitCodeValue } from './exit-codes.ts';
import { parse } from './parse.ts';
import { progressBar, type ProgressBar } from './progress-bar.ts';

const BY_STATUS: Record<number, ExitCodeValue> = { 400: ExitCode.INVALID, 401: ExitCode.UNAUTHENTICATED, 403: ExitCode.FORBIDDEN, 404: ExitCode.NOT_FOUND, 429: ExitCode.UNREACHABLE, 502: ExitCode.UNREACHABLE, 503: ExitCode.UNREACHABLE, 504: ExitCode.UNREACHABLE };

const optionsSchema = z.object({
  csv: z.literal(true, { error: 'Choose the format: --csv (the only one)' }),
  output: z.string().min(1).optional(),
  search: z.string().optional(),
  status: z.string().optional(),
  deleted: z.boolean().optional(),
  date: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  type: z.string().optional(),
  paymentStatus: z.string().optional(),
  event: z.string().optional(),
  subscribed: z.enum(['true', 'false'], { error: '--subscribed must be true or false' }).optional(),
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

/** Where the CSV goes: a file written beside its place and renamed when complete (never a partial file), or stdout. */
function sinkFor(path: string | undefined) {
  if (!path) return { stream: process.stdout as NodeJS.WritableStream, finish: async () => {}, abandon: async () => {} };
  const partial = `${path}.part-${process.pid}`;
  const stream = createWriteStream(partial);
  const closed = new Promise<void>((resolve, reject) => {
    stream.on('close', resolve);
    stream.on('error', reject);
  });
  return {
    stream,
    finish: async () => {
      stream.end();
      await closed;
      await rename(partial, path);
    },
    abandon: async () => {
      stream.destroy();
      await rm(partial, { force: true });
    },
  };
}

const write = (stream: NodeJS.WritableStream, chunk: Uint8Array) => (stream.write(chunk) ? Promise.resolve() : new Promise<void>((resolve) => stream.once('drain', resolve)));

/** The area a word names among `areas`: an export name (`sub-admins`) or a CLI command's alias (`ips`, `memories`). */
function areaNamed(word: string, areas: readonly AreaDeclaration[], aliases: Record<string, string>): AreaDeclaration {
  const name = aliases[word] ?? word;
  const area = areas.find((candidate) => exportName(candidate) === name);
  if (!area) throw new CliError(ExitCode.NOT_FOUND, `Unknown area "${word}". Areas with an export: ${areas.map(exportName).join(', ')}`);
  return area;
}

/**
 * `venue export <area> --csv [filters] [-o file]`, for every area given (every declared area with a
 * list): streams the gateway's `/export/<area>.csv` to stdout or a file, with a count of rows on a
 * terminal's stderr (nothing in a pipe). The filters are the list's; the server judges them.
 */
export function exportCommand(areas: readonly AreaDeclaration[], aliases: Record<string, string> = {}): Command {
  return new Command('export')
    .description('download an area’s list as CSV, every row, with the list’s filters')
    .argument('<area>', `one of: ${areas.map(exportName).join(', ')}`)
    .option('--csv', 'CSV (RFC 4180, UTF-8, CRLF; dates and prices as the web shows them)')
    .option('-o, --output <file>', 'write to this file (replaced only once complete) instead of stdout')
    .option('--search <text>', 'the list’s search')
    .option('--status <status>', 'active or inactive (contact-us: pending or marked)')
    .option('--deleted', 'only the deleted records (areas that restore)')
    .option('--date <YYYY-MM-DD>', 'tables: prices and bookings of that day')
    .option('--from <YYYY-MM-DD>', 'bookings and events: from that venue day')
    .option('--to <YYYY-MM-DD>', 'bookings and events: up to that venue day')
    .option('--type <type>', 'bookings: table or ticket')
    .option('--payment-status <status>', 'bookings: pending, in-progress, successful or failed')
    .option('--event <eventId>', 'event-tickets and memory-events: one event’s')
    .option('--subscribed <bool>', 'newsletters: true or false')
    .addHelpText(
      'after',
      `
Every matching row is streamed, not only a page; a row count is shown on a terminal's stderr.
Cells starting with = + - @, tab or CR get a leading ' so spreadsheets do not run them.

Examples:
  venue export users --csv -o users.csv
  venue export bookings --csv --payment-status failed --from 2027-03-01 --to 2027-03-31 > failed.csv
  venue export roles --csv --status inactive --search bar
  venue export memory-events --csv --event <eventId> -o memories.csv`,
    )
    .action(
      action(async (word: string, raw: Record<string, unknown>) => {
        const area = areaNamed(word, areas, aliases);
        const options = parse(optionsSchema, raw);
        const { gateway, token } = await resolveConnection();
        if (token && !gateway) throw new CliError(ExitCode.USAGE, 'VENUE_TOKEN is set but no gateway is known: set VENUE_GATEWAY or run `venue login --gateway <url>`.');
        if (!gateway || !token) throw new CliError(ExitCode.UNAUTHENTICATED, `Not signed in. ${RELOGIN_HINT}`);
        const filters: ExportFilters = { ...options, payment: options.paymentStatus };
        const url = new URL(`${gateway}${exportPath(exportName(area))}`);
        for (const [key, value] of Object.entries(exportQuery(area, filters))) url.searchParams.set(key, value);
        const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } }).catch((error: unknown) => {
          throw new CliError(ExitCode.UNREACHABLE, `Cannot reach the gateway at ${gateway}: ${error instanceof Error ? error.message : String(error)}`);
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          const code = BY_STATUS[response.status] ?? ExitCode.UNEXPECTED;
          const message = body.message ?? `The gateway answered HTTP ${response.status}`;
          throw new CliError(code, code === ExitCode.UNAUTHENTICATED ? `${message}\n${RELOGIN_HINT}` : message);
        }
        const sink = sinkFor(options.output);
        const bar: ProgressBar | undefined = process.stderr.isTTY ? progressBar() : undefined;
        const counter = recordCounter();
        const decoder = new TextDecoder();
        try {
          for await (const chunk of Readable.fromWeb(response.body as WebStream<Uint8Array>) as AsyncIterable<Buffer>) {
            counter.feed(decoder.decode(chunk, { stream: true }));
            await write(sink.stream, chunk);
            bar?.update('Exporting', Math.max(0, counter.records - 1), 0, 'rows');
          }
          await sink.finish();
        } catch (error) {
          await sink.abandon();
          bar?.done();
          throw new CliError(ExitCode.UNREACHABLE, `The export broke off before its end (${error instanceof Error ? error.message : String(error)}); nothing was written${options.output ? ` to ${options.output}` : ''}.`);
        }
        bar?.done();
        const rows = Math.max(0, counter.records - 1);
        if (options.output) process.stderr.write(`Exported ${rows.toLocaleString('en-US')} ${rows === 1 ? area.nouns.one : area.nouns.many} to ${options.output}\n`);
        return ExitCode.OK;
      }),
    );
}
