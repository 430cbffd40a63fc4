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
import { checkedIds, readIdsFromStdin, type GivenId } from './bulk-ids.ts';
import { counted } from './counted.ts';
import { finishOnInterrupt, onInterrupt, stopSignal } from './interrupted.ts';
import { toExit } from './to-exit.ts';

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

/**
 * Where a bulk verb's ids come from: its arguments, a `--where-…` filter, or stdin. Every id is
 * checked before any batch is sent (see checkedIds), so bad input changes nothing.
 */
export async function collectIds(args: readonly string[], options: BulkOptions, spec: BulkSpec, client: () => Promise<Client>): Promise<string[]> {
  const given: GivenId[] = args.map((id, i) => ({ id, where: `argument ${i + 1}` }));
  if (options.whereSearch !== undefined || options.whereStatus !== undefined) {
    const where = spec.where;
    if (!where) throw new CliError(ExitCode.USAGE, `This list cannot be filtered for a bulk change`);
    let status: Record<string, unknown> = {};
    if (options.whereStatus !== undefined) {
      if (!where.status?.words.includes(options.whereStatus)) throw new CliError(ExitCode.INVALID, `Status must be ${(where.status?.words ?? []).map((w) => `"${w}"`).join(' or ')}`);
      status = where.status.variables(options.whereStatus);
    }
    // Ids and a filter are two ways to choose, not one narrowing the other: a mix would change more than either says.
    if (given.length > 0) throw new CliError(ExitCode.USAGE, 'Give the ids or a --where-search / --where-status filter, not both');
    const found = await where.ids(await client(), { search: options.whereSearch, ...status, ...(where.deleted && { deleted: true }) });
    given.push(...found.map((id, i) => ({ id, where: `record ${i + 1} of the --where-… filter` })));
  } else if (given.length === 0) {
    if (process.stdin.isTTY) throw new CliError(ExitCode.USAGE, 'Give the ids as arguments, on stdin (one per line, or the --json output of a list), or pick them with --where-search / --where-status');
    given.push(...(await readIdsFromStdin()));
    if (given.length === 0) throw new CliError(ExitCode.USAGE, 'No ids given: none as arguments and none on stdin');
  }
  return checkedIds(given);
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

/** One call of a bulk mutation: `ids` (at most BULK_MAX_IDS) with the variables sent beside them; each id's outcome. */
export async function sendBatch(client: Client, spec: BulkSpec, ids: readonly string[], variables: Record<string, unknown>): Promise<BulkResultData> {
  // A status, delete or restore of given ids: sending it twice does no more than once, so a lost reply is retried.
  return (await client.request(spec.document, { ...variables, ids }, { idempotent: true }))[spec.field] as BulkResultData;
}

/** One bulk run: the verb's words and the variables sent beside the ids. */
export interface BulkRun {
  /** The question: "Delete 3 roles?" is `Delete` + count + many. */
  verb: string;
  /** The summary's past tense: "deleted". */
  done: string;
  variables: Record<string, unknown>;
}

/** An id's outcome as `--json` lists it: the server's, or the CLI's own for an id whose call failed or was never made. */
type Outcome = BulkResultData['results'][number] | { id: string; outcome: 'UNCONFIRMED' | 'NOT_ATTEMPTED'; reason?: string };

/**
 * Acts on many ids: one confirmation naming the count (`--yes` in scripts), batches of BULK_BATCH
 * through the bulk mutation with a progress bar on a terminal, then a summary line, the failed
 * records with their reasons, and exit 8 when any failed. `--dry-run` only prints the ids.
 * A batch is idempotent (a given status, delete or restore of given ids), so the client retries it
 * through a brief outage; a call that still fails stops the run, which reports what it knows and
 * ends with the cause (exit 7 for an outage). Ctrl-C lets the batch in flight finish, then reports
 * and exits 130; a second Ctrl-C exits at once.
 */
export async function runBulk(spec: BulkSpec, ids: readonly string[], run: BulkRun, options: BulkOptions, client: Client): Promise<ExitCodeValue> {
  const count = counted(ids.length, singular(spec.many), spec.many);
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
  let inFlight: readonly string[] = [];
  let stopped = false;
  let cause: unknown;
  // A second Ctrl-C, while the batch in flight finishes: what is known so far, and that the batch may or may not have been applied.
  const stopListening = onInterrupt(() => {
    const known = [...results.values()].filter((r) => !inFlight.includes(r.id));
    const untried = ids.length - known.length - inFlight.length;
    const rest = `${untried > 0 ? `, ${number.format(untried)} not attempted` : ''}${inFlight.length ? `; the ${counted(inFlight.length, singular(spec.many), spec.many)} of the batch in flight may have been applied` : ''}`;
    reportMany({ done: run.done, count, ...outcomes(known), untried: rest, when: ' before the interrupt' });
  });
  const finishing = finishOnInterrupt();
  const send = async (batch: readonly string[]) => {
    inFlight = batch;
    const reply = await sendBatch(client, spec, batch, run.variables);
    for (const r of reply.results) results.set(r.id, r);
    inFlight = [];
    return reply;
  };
  try {
    for (let start = 0; start < ids.length && !stopped && !stopSignal.aborted; start += BULK_BATCH) {
      let batch = ids.slice(start, start + BULK_BATCH);
      for (;;) {
        const reply = await send(batch);
        if (reply.committed) break;
        if (!options.continueOnError) {
          stopped = true;
          break;
        }
        // The failed records stay failed; the others were only rolled back with them, so they go again.
        batch = reply.results.filter((r) => r.rolledBack).map((r) => r.id);
        if (batch.length === 0 || stopSignal.aborted) break;
      }
      bar?.update(run.verb, Math.min(start + BULK_BATCH, ids.length), ids.length);
    }
  } catch (error) {
    // The call failed for good (retries spent, the token refused …): report what is known, then the cause.
    cause = error;
  } finally {
    stopListening();
    finishing();
  }
  bar?.done();
  const unconfirmed = cause === undefined ? [] : inFlight.filter((id) => !results.has(id));
  const all: Outcome[] = [...results.values()];
  const { tally, failures } = outcomes([...results.values()]);
  const left = ids.filter((id) => !results.has(id) && !unconfirmed.includes(id));
  if (options.json) {
    const why = cause === undefined ? undefined : toExit(cause).message;
    all.push(...unconfirmed.map((id) => ({ id, outcome: 'UNCONFIRMED' as const, reason: why })), ...left.map((id) => ({ id, outcome: 'NOT_ATTEMPTED' as const })));
    printJson({ ...tally, unconfirmed: unconfirmed.length, notAttempted: left.length, results: all });
  }
  const interrupted = stopSignal.aborted;
  const unsure = unconfirmed.length > 0 ? `, ${number.format(unconfirmed.length)} unconfirmed (their call failed: they may have been applied)` : '';
  const untried = left.length > 0 ? `, ${number.format(left.length)} not attempted` : '';
  // Every verb is safe to repeat: what was done is skipped the second time.
  const hint = interrupted ? '' : cause !== undefined ? '; the same command again finishes the rest' : untried ? ' (stopped at the first failed batch; --continue-on-error goes on)' : '';
  const rest = `${unsure}${untried}${hint}`;
  const code = reportMany({ done: run.done, count, tally, failures, untried: rest, when: interrupted ? ' before the interrupt' : '' });
  if (interrupted) return ExitCode.INTERRUPTED;
  if (cause !== undefined) throw cause;
  return code;
}

/** The tally of bulk results, a record rolled back with a failed one apart from the failed, and the failed ones with their reasons. */
function outcomes(results: readonly BulkResultData['results'][number][]): Pick<ManyReport, 'tally' | 'failures'> {
  const tally = (outcome: string, rolledBack = false) => results.filter((r) => r.outcome === outcome && r.rolledBack === rolledBack).length;
  const failures = results.filter((r) => r.outcome === 'FAILED' && !r.rolledBack).map((r) => ({ name: r.id, reason: r.reason }));
  return { tally: { done: tally('DONE'), failed: tally('FAILED'), rolledBack: tally('FAILED', true), skipped: tally('SKIPPED') }, failures };
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
  /** `rolledBack`: records that did not fail themselves but were undone with a failed one of their batch. */
  tally: { done: number; failed: number; skipped: number; rolledBack?: number };
  /** Each record that failed itself (its id or address) and why, reported first (50 at most; --json has them all). */
  failures: readonly { name: string; reason?: string | null }[];
  /** Said after the counts when some records were not attempted (a partial result too). */
  untried?: string;
  /** Said after the count, e.g. " before the interrupt". */
  when?: string;
}

/**
 * The end of work on many records, the same for every bulk verb: the failed records with their
 * reasons, how many were rolled back with them, then one summary line (done / failed / rolled back /
 * skipped); exit 8 when any failed, was rolled back or was not attempted.
 */
export function reportMany({ done, count, tally, failures, untried = '', when = '' }: ManyReport): ExitCodeValue {
  const rolledBack = tally.rolledBack ?? 0;
  for (const f of failures.slice(0, 50)) say(`${paint('failed', 'red')}  ${f.name}: ${f.reason ?? 'unknown reason'}`);
  if (failures.length > 50) say(`… and ${number.format(failures.length - 50)} more failed (--json lists them all)`);
  if (rolledBack > 0) say(`${paint('rolled back', 'yellow')}  ${counted(rolledBack, 'other record was', 'other records were')} not applied: undone with the failed ${failures.length === 1 ? 'one' : 'ones'} of ${rolledBack === 1 ? 'its' : 'their'} batch (--continue-on-error sends them again)`);
  const back = rolledBack > 0 ? `, ${number.format(rolledBack)} rolled back` : '';
  say(`${capital(done)} ${number.format(tally.done)} of ${count}${when}: ${number.format(tally.done)} done, ${number.format(tally.failed)} failed${back}, ${number.format(tally.skipped)} skipped${untried}.`);
  return tally.failed > 0 || rolledBack > 0 || untried ? ExitCode.PARTIAL : ExitCode.OK;
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
