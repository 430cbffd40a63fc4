import { isRecordId } from '#domain/declaration/bulk-operations';
import { CliError } from './cli-error.ts';
import { ExitCode } from './exit-codes.ts';

/** An id as given, and where: "argument 2", "line 601 of stdin", "item 3 of the JSON on stdin". */
export interface GivenId {
  id: string;
  where: string;
}

const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null && 'id' in value ? String((value as { id: unknown }).id) : undefined;

// A line of a list's tab-separated output names its record by the first UUID on it; otherwise the line's first word is the id.
const UUID_IN_LINE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The id a line of text gives: a JSON record's (NDJSON), the first UUID on it, or its first word. */
function idOfLine(line: string, where: string): string {
  const text = line.trim();
  if (text.startsWith('{')) {
    let record: unknown;
    try {
      record = JSON.parse(text);
    } catch {
      throw new CliError(ExitCode.INVALID, `${where} is neither an id nor a JSON record: ${JSON.stringify(text.slice(0, 40))}`);
    }
    const id = idOf(record);
    if (id === undefined) throw new CliError(ExitCode.INVALID, `${where} is a record without an id (list with --fields id, or without --fields)`);
    return id;
  }
  return text.match(UUID_IN_LINE)?.[0] ?? text.split(/\s+/)[0] ?? '';
}

/**
 * The ids in stdin's text, each with where it was: one per line (a list's tab-separated rows, or
 * NDJSON records), or one JSON value: a list's `--json` page (`{ items }`), an array of records or
 * ids, or one record. Blank lines are skipped but counted, so a line number is the one an editor shows.
 */
export function idsInText(input: string): GivenId[] {
  const text = input.trim();
  if (!text) return [];
  if (text.startsWith('[') || text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined; // Not one JSON value: NDJSON, one record per line (read below).
    }
    if (parsed !== undefined) {
      const rows = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null && 'items' in parsed ? (parsed as { items: unknown[] }).items : [parsed];
      return rows.map((row, i) => {
        const where = `item ${i + 1} of the JSON on stdin`;
        const id = idOf(row);
        if (id === undefined) throw new CliError(ExitCode.INVALID, `${where} is a record without an id`);
        return { id, where };
      });
    }
  }
  return input.split('\n').flatMap((line, i) => {
    if (!line.trim()) return [];
    const where = `line ${i + 1} of stdin`;
    return [{ id: idOfLine(line, where), where }];
  });
}

/** Reads the ids on stdin (see idsInText). */
export async function readIdsFromStdin(): Promise<GivenId[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return idsInText(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Every id checked before anything is sent, so bad input changes nothing: the first that is not a
 * record id is invalid input (6), named with where it was. Duplicates are acted on once.
 */
export function checkedIds(given: readonly GivenId[]): string[] {
  const ids = given.map((g) => ({ ...g, id: g.id.trim() }));
  const bad = ids.find((g) => !isRecordId(g.id));
  if (bad) throw new CliError(ExitCode.INVALID, `${bad.where} is not an id: ${JSON.stringify(bad.id.slice(0, 40))}`);
  return [...new Set(ids.map((g) => g.id))];
}
