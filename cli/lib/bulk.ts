import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Command } from 'commander';
import { BULK_MAX_IDS } from '#domain/declaration/bulk-operations';
import { MAX_PAGE_SIZE } from '#domain/limits';
import { CliError } from './cli-error.ts';
import { paint } from './colour.ts';
import { signedInClient } from './connection.ts';
import { ExitCode, type ExitCodeValue } from './exit-codes.ts';
import { printJson, say } from './output.ts';
import { progressBar } from './progress-bar.ts';
import { canPrompt, confirm } from './prompt.ts';

type Data = Record<string, unknown>;
type Client = Awaited<ReturnType<typeof signedInClient>>['client'];

/** A bulk mutation's reply (fragment CliBulkResult). */
export interface BulkResultData {
  message: string;
  committed: boolean;
  done: number;
  failed: number;
  skipped: number;
  results: { id: string; outcome: 'DONE' | 'FAILED' | 'SKIPPED'; reason?: string | null; rolledBack: boolean }[];
}

/** Ids picked by a list filter: `--where-search`, and `--where-status` where the list filters by status. */
export interface BulkWhere {
  search: boolean;
  /** The words `--where-status` takes (those of the list's `--status`) and the list's variables each sets. */
  status?: { words: readonly string[]; variables: (word: string) => Record<string, unknown> };
  /** True when the list can show the deleted records (its document declares `$deleted`). */
  trash: boolean;
  /** True when the filters pick from the deleted records (restore's), not the live ones. */
  deleted: boolean;
  /** Every id the list shows for the filter (the list's variables), page by page. */
  ids: (client: Client, filter: Record<string, unknown>) => Promise<string[]>;
}

/** How a verb acts on many records at once: its bulk mutation and how to read the reply. */
export interface BulkSpec {
  document: TypedDocumentNode<Data, Record<string, unknown>>;
  /** The mutation's field in the reply, e.g. `bulkDeleteRole`. */
  field: string;
  /** The plural noun of prompts and summaries: "roles". */
  many: string;
  where?: BulkWhere;
}

/** The options every bulk-capable verb takes, beside its own. */
export interface BulkOptions {
  yes?: boolean;
  json?: boolean;
  dryRun?: boolean;
  continueOnError?: boolean;
  whereSearch?: string;
  whereStatus?: string;
}

/** Ids per call: well under the API's BULK_MAX_IDS, so one transaction stays short. */
export const BULK_BATCH = Math.min(500, BULK_MAX_IDS);

const number = new Intl.NumberFormat('en-US');

/** Adds `--yes`, `--dry-run`, `--continue-on-error` and the `--where-…` filters of `spec` to a verb taking `[ids...]`. */
export function withBulkOptions(command: Command, spec: BulkSpec | undefined): Command {
  if (!spec) return command;
  if (!command.options.some((o) => o.long === '--yes')) command.option('-y, --yes', 'act on many records without asking');
  command
    .option('--dry-run', 'print the ids that would be changed, change nothing')
    .option('--continue-on-error', 'when a batch fails, redo its other records and go on (default: stop at the first failure)');
  // Restore's filters read the deleted records: `list --deleted`.
  const which = spec.where?.deleted ? `deleted ${singular(spec.many)}` : singular(spec.many);
  const list = spec.where?.deleted ? 'list --deleted' : 'list';
  if (spec.where?.search) command.option('--where-search <text>', `act on every ${which} the ${list} finds for this search`);
  if (spec.where?.status) command.option(`--where-status <${spec.where.status.words.join('|')}>`, `act on every ${which} with this status (as ${list} --status)`);
  return command;
}

const singular = (many: string) => many.replace(/ies$/, 'y').replace(/s$/, '');

/** True when the verb should act on one record as before: exactly one id argument and no bulk option. */
export const isSingle = (ids: readonly string[], options: BulkOptions): boolean =>
  ids.length === 1 && !options.dryRun && !options.continueOnError && options.whereSearch === undefined && options.whereStatus === undefined;

/** Reads ids from stdin: one per line, or the `--json` output of a list (`{ items }`, an array, or NDJSON of records). */
export async function readIdsFromStdin(): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return [];
  const idOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'id' in value ? String((value as { id: unknown }).id) : '');
  if (text.startsWith('[') || text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      const rows = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null && 'items' in parsed ? (parsed as { items: unknown[] }).items : [parsed];
      return rows.map(idOf).filter(Boolean);
    } catch {
      // Not one JSON value: NDJSON, one record per line.
      return text
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => idOf(JSON.parse(line)))
        .filter(Boolean);
    }
  }
  // A line of a list's tab-separated output names its record by the first UUID on it; otherwise the line's first word is the id.
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
  return text
    .split('\n')
    .map((line) => line.match(uuid)?.[0] ?? line.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** Where a bulk verb's ids come from: its arguments, a `--where-…` filter, or stdin. */
export async function collectIds(args: readonly string[], options: BulkOptions, spec: BulkSpec, client: () => Promise<Client>): Promise<string[]> {
  const ids = [...args];
  if (options.whereSearch !== undefined || options.whereStatus !== undefined) {
    const where = spec.where;
    if (!where) throw new CliError(ExitCode.USAGE, `This list cannot be filtered for a bulk change`);
    let status: Record<string, unknown> = {};
    if (options.whereStatus !== undefined) {
      if (!where.status?.words.includes(options.whereStatus)) throw new CliError(ExitCode.INVALID, `Status must be ${(where.status?.words ?? []).map((w) => `"${w}"`).join(' or ')}`);
      status = where.status.variables(options.whereStatus);
    }
    ids.push(...(await where.ids(await client(), { search: options.whereSearch, ...status, ...(where.deleted && { deleted: true }) })));
  } else if (ids.length === 0) {
    if (process.stdin.isTTY) throw new CliError(ExitCode.USAGE, 'Give the ids as arguments, on stdin (one per line, or the --json output of a list), or pick them with --where-search / --where-status');
    ids.push(...(await readIdsFromStdin()));
    if (ids.length === 0) throw new CliError(ExitCode.USAGE, 'No ids given: none as arguments and none on stdin');
  }
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/** Pages a list for `--where-…`: every record's id, `MAX_PAGE_SIZE` at a time. */
export async function pagedIds(read: (offset: number, limit: number) => Promise<{ ids: string[]; count?: number }>): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += MAX_PAGE_SIZE) {
    const page = await read(offset, MAX_PAGE_SIZE);
    ids.push(...page.ids);
    if (page.ids.length < MAX_PAGE_SIZE || (page.count !== undefined && ids.length >= page.count)) return ids;
  }
}

/** One bulk run: the verb's words and the variables sent beside the ids. */
export interface BulkRun {
  /** The question: "Delete 3 roles?" is `Delete` + count + many. */
  verb: string;
  /** The summary's past tense: "deleted". */
  done: string;
  variables: Record<string, unknown>;
}

/**
 * Acts on many ids: one confirmation naming the count (`--yes` in scripts), batches of BULK_BATCH
 * through the bulk mutation with a progress bar on a terminal, then a summary line, the failed
 * records with their reasons, and exit 8 when any failed. `--dry-run` only prints the ids.
 */
export async function runBulk(spec: BulkSpec, ids: readonly string[], run: BulkRun, options: BulkOptions, client: Client): Promise<ExitCodeValue> {
  const count = `${number.format(ids.length)} ${ids.length === 1 ? singular(spec.many) : spec.many}`;
  if (ids.length === 0) {
    say(`No ${spec.many} to act on.`);
    return ExitCode.OK;
  }
  if (options.dryRun) {
    for (const id of ids) process.stdout.write(`${id}\n`);
    say(`Dry run: would ${run.verb.toLowerCase()} ${count}; nothing was changed.`);
    return ExitCode.OK;
  }
  if (!(await confirmMany(`${run.verb} ${count}`, options.yes, 'nothing was changed'))) return ExitCode.OK;
  const bar = process.stderr.isTTY ? progressBar() : undefined;
  const results = new Map<string, BulkResultData['results'][number]>();
  let stopped = false;
  const send = async (batch: readonly string[]) => (await client.request(spec.document, { ...run.variables, ids: batch }))[spec.field] as BulkResultData;
  for (let start = 0; start < ids.length && !stopped; start += BULK_BATCH) {
    let batch = ids.slice(start, start + BULK_BATCH);
    for (;;) {
      const reply = await send(batch);
      for (const r of reply.results) results.set(r.id, r);
      if (reply.committed) break;
      if (!options.continueOnError) {
        stopped = true;
        break;
      }
      // The failed records stay failed; the others were only rolled back with them, so they go again.
      batch = reply.results.filter((r) => r.rolledBack).map((r) => r.id);
      if (batch.length === 0) break;
    }
    bar?.update(run.verb, Math.min(start + BULK_BATCH, ids.length), ids.length);
  }
  bar?.done();
  const all = [...results.values()];
  const tally = (outcome: string) => all.filter((r) => r.outcome === outcome).length;
  const [done, failed, skipped] = [tally('DONE'), tally('FAILED'), tally('SKIPPED')];
  const untried = ids.length - results.size;
  if (options.json) printJson({ done, failed, skipped, notAttempted: untried, results: all });
  const rest = untried > 0 ? `, ${number.format(untried)} not attempted (stopped at the first failed batch; --continue-on-error goes on)` : '';
  return reportMany({ done: run.done, count, tally: { done, failed, skipped }, failures: all.filter((r) => r.outcome === 'FAILED').map((r) => ({ name: r.id, reason: r.reason })), untried: rest });
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The one confirmation of work on many records, naming what and how many ("Delete 3 roles?"):
 * true with `yes`; off a terminal without `yes`, a usage error; a "no" says `unchanged` and is false.
 */
export async function confirmMany(what: string, yes: boolean | undefined, unchanged: string): Promise<boolean> {
  if (yes) return true;
  if (!canPrompt()) throw new CliError(ExitCode.USAGE, `Refusing to ${what.charAt(0).toLowerCase()}${what.slice(1)} without confirmation: pass --yes when not on a terminal.`);
  if (await confirm(`${what}?`)) return true;
  say(`Cancelled; ${unchanged}.`);
  return false;
}

/** What work on many records did, for `reportMany`. */
export interface ManyReport {
  /** The past tense: "deleted", "sent". */
  done: string;
  /** How many of what: "1,000 roles". */
  count: string;
  tally: { done: number; failed: number; skipped: number };
  /** Each failed record (its id or address) and why, reported first (50 at most; --json has them all). */
  failures: readonly { name: string; reason?: string | null }[];
  /** Said after the counts when some records were not attempted (a partial result too). */
  untried?: string;
}

/**
 * The end of work on many records, the same for every bulk verb: the failed records with their
 * reasons, then one summary line (done / failed / skipped); exit 8 when any failed or was not attempted.
 */
export function reportMany({ done, count, tally, failures, untried = '' }: ManyReport): ExitCodeValue {
  for (const f of failures.slice(0, 50)) say(`${paint('failed', 'red')}  ${f.name}: ${f.reason ?? 'unknown reason'}`);
  if (failures.length > 50) say(`… and ${number.format(failures.length - 50)} more failed (--json lists them all)`);
  say(`${capital(done)} ${number.format(tally.done)} of ${count}: ${number.format(tally.done)} done, ${number.format(tally.failed)} failed, ${number.format(tally.skipped)} skipped${untried}.`);
  return tally.failed > 0 || untried ? ExitCode.PARTIAL : ExitCode.OK;
}

/**
 * The action of a verb that takes one id or many: exactly one id and no bulk option acts on one
 * record as before (`single`); otherwise the ids (arguments, `--where-…` or stdin) go through `runBulk`.
 */
export async function oneOrMany(ids: readonly string[], options: BulkOptions, spec: BulkSpec | undefined, single: (id: string) => Promise<number>, run: BulkRun): Promise<number> {
  if (isSingle(ids, options) || (!spec && ids.length === 0)) return single(ids[0] ?? '');
  if (!spec) throw new CliError(ExitCode.USAGE, 'This command takes one id');
  let client: Client | undefined;
  const connect = async () => (client ??= (await signedInClient()).client);
  const all = await collectIds(ids, options, spec, connect);
  // A dry run needs no session: it only prints the ids it was given.
  return runBulk(spec, all, run, options, options.dryRun && all.length > 0 ? (undefined as unknown as Client) : await connect());
}
