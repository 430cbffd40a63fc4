import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Command } from 'commander';
import type { AreaDeclaration, StatusValue } from '#domain/declaration/area-declaration';
import { bulkOperations, type BulkKind } from '#domain/declaration/bulk-operations';
import { graphqlFields, payloadKey, toggleField } from '#domain/declaration/graphql-fields';
import type { StatusName } from '#domain/declaration/status-names';
import { areaCommand } from './area-command.ts';
import { withArticle } from './article.ts';
import { takesVariable } from './document-variables.ts';
import { pagedIds, type BulkSpec, type BulkWhere } from './bulk.ts';
import { deleteCommand, deleteNaming } from './delete-command.ts';
import { getCommand } from './get-command.ts';
import { listAllCommand } from './list-all-command.ts';
import { listCommand, type ParentOption } from './list-command.ts';
import { listStatus } from './list-status.ts';
import { printTable, type Column } from './output.ts';
import type { Reply } from './reply.ts';
import { restoreCommand } from './restore-command.ts';
import { setStatusCommand } from './set-status-command.ts';
import { toggleCommands } from './toggle-commands.ts';
import { valueCommands } from './value-commands.ts';

type Data = Record<string, unknown>;
type Doc<V> = TypedDocumentNode<Data, V>;

interface AllVerbs<D extends AreaDeclaration, T> {
  /** A paged list (with `status`, the help of its --status filter), or with `all` every fixed slot on one screen. */
  /**
   * A list takes `--status` (and bulk verbs `--where-status`) when its document declares `$status`,
   * as the GraphQL field's arguments allow; `status` only words the option's help.
   */
  list:
    | { document: Doc<{ limit: number; offset: number; search?: string; status?: StatusName<D> }>; order: string; search?: string; status?: string; pageSize?: number; all?: false }
    | { document: Doc<{ limit?: number; search?: string; status?: StatusName<D> }>; all: true; help: string; search?: string; status?: string; limit?: number }
    /** One parent's records (`--event <id>`); the document takes the page and the parent's variable. */
    | { document: Doc<never>; parent: ParentOption<string>; order: string; pageSize?: number; all?: false };
  get: { document: Doc<{ id: string }>; help?: string; print?: (record: T) => void };
  /** `set-status`, or a verb per status where the area declares its own. */
  status: { document: Doc<{ id: string; status: StatusName<D> }>; help?: string };
  delete: { document: Doc<{ id: string }> };
  restore: { document: Doc<{ id: string }> };
}

type Verbs<D extends AreaDeclaration> = D['operations'][number] & keyof AllVerbs<D, unknown>;
type Toggles<D extends AreaDeclaration> = D['toggles'] extends Record<string, unknown>
  ? { toggles: { [N in keyof D['toggles'] & string]: Doc<{ id: string } & Record<N, boolean>> } }
  : unknown;

/**
 * What an area's CLI writes by hand: its literal documents (the client preset needs them literal),
 * its columns, how a list is ordered, and commands that are not standard. A declared verb without
 * its document does not compile.
 */
export type AreaCommandsSpec<D extends AreaDeclaration, T> = {
  /** The area's help line. */
  description: string;
  /** Other names of `venue <area>`: `ips` for intellectual-properties, `memories` for memory-events. */
  aliases?: readonly string[];
  /** Columns of `list` and `get`. */
  columns: readonly Column<T>[];
  /** Commands that are not standard (create, say), listed after `get`. */
  commands?: readonly Command[];
  /**
   * The bulk mutations, by `bulk<Kind>`: `bulkStatus`, `bulkDelete`, `bulkRestore`, `bulk<Toggle>`
   * (the area's documents object will do). Each declared status, delete, restore and toggle needs
   * its own: the program does not build without it.
   */
  bulk?: Readonly<Record<string, unknown>>;
} & Pick<AllVerbs<D, T>, Verbs<D>> &
  Toggles<D>;

export { AREA_LISTS } from './area-lists.ts';

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * `venue <area> …` with the verbs of every operation the area declares (list, get, set-status or a
 * verb per declared status, delete, restore and its toggles), named, described and read from the declaration.
 */
export function areaCommands<const D extends AreaDeclaration, T>(area: D, areaSpec: AreaCommandsSpec<D, T>): Command {
  // Read loosely: any area, its status names any text.
  type Loose = AreaDeclaration & { statuses: readonly [StatusValue, StatusValue] };
  const spec = areaSpec as unknown as Partial<AllVerbs<Loose, T>> & AreaCommandsSpec<Loose, T> & { toggles?: Record<string, Doc<{ id: string } & Record<string, boolean>>> };
  const fields = graphqlFields(area);
  const { one, many } = area.nouns;
  const recordNoun = area.nouns.record;
  const key = payloadKey(area);
  const field = (data: Data, name: string) => data[name] as Data;
  const reply = (name: string) => (data: Data): Reply => ({ message: String(field(data, name).message), record: field(data, name)[key] });
  const has = (op: AreaDeclaration['operations'][number]) => area.operations.includes(op);
  const verbs: Command[] = [];

  // Many ids at once: each bulk-capable verb gets the area's bulk mutation, and --where-… reads the list.
  const where = listWhere(spec.list, fields.list.name, area);
  const bulk = areaBulk(area, areaSpec.bulk ?? {}, where);

  if (spec.list) {
    const list = spec.list;
    const rows = (data: Data) => {
      const value = data[fields.list.name] as T[] | { items: T[] };
      return Array.isArray(value) ? value : value.items;
    };
    verbs.push(
      list.all
        ? listAllCommand({ area, description: list.help, search: list.search, statusHelp: list.status, limit: list.limit, document: list.document, rows, columns: spec.columns })
        : listCommand({
            area,
            description: `list ${many}, ${list.order}`,
            search: 'search' in list ? list.search : undefined,
            statusHelp: 'status' in list ? list.status : undefined,
            pageSize: list.pageSize,
            parent: 'parent' in list ? list.parent : undefined,
            document: list.document as Doc<{ limit: number; offset: number }>,
            page: (data) => data[fields.list.name] as { items: T[]; count: number },
            columns: spec.columns,
          }),
    );
  }
  if (spec.get) {
    const print = spec.get.print ?? ((record: T) => printTable(spec.columns, [record]));
    verbs.push(getCommand({ description: spec.get.help ?? `show one ${one}`, noun: one, document: spec.get.document, record: (data) => data[fields.get.name] as T, print }));
  }
  verbs.push(...(spec.commands ?? []));
  if (spec.status && area.statuses) {
    const statusVerbs = area.statuses.map((value) => ({ name: value.verb, help: value.help, value: value.name, done: `set to ${value.label.toLowerCase()}` }));
    verbs.push(...valueCommands({ verbs: statusVerbs, variable: 'status', noun: one, document: spec.status.document as Doc<Record<string, unknown>>, reply: reply(fields.status.name), bulk: bulk('status') }));
  } else if (spec.status) {
    verbs.push(setStatusCommand({ description: spec.status.help ?? `activate or deactivate ${withArticle(one)}`, noun: one, recordNoun, document: spec.status.document, reply: reply(fields.status.name), bulk: bulk('status') }));
  }
  if (spec.delete) {
    const undo = has('restore') ? `; \`${kebab(area.key)} restore\` undoes it` : '';
    verbs.push(
      deleteCommand({
        description: `delete ${withArticle(one)} (asks for confirmation unless --yes${undo})`,
        noun: one,
        document: spec.delete.document,
        result: (data) => data[fields.delete.name] as { id: string; message: string },
        bulk: bulk('delete'),
        // The question names the record as the palette does, read by the area's get.
        naming: spec.get && deleteNaming(area, spec.get.document),
      }),
    );
  }
  if (spec.restore) verbs.push(restoreCommand({ description: `restore a deleted ${one}`, noun: one, document: spec.restore.document, reply: reply(fields.restore.name), bulk: bulk('restore') }));
  for (const [name, toggle] of Object.entries(area.toggles ?? {})) {
    const document = spec.toggles?.[name];
    if (!document) throw new Error(`${area.key}: no document for the ${name} toggle`);
    verbs.push(...toggleCommands({ name, toggle, noun: one, document, reply: reply(toggleField(area, name).name), bulk: bulk(`toggle:${name}`) }));
  }
  return areaCommand(kebab(area.key), areaSpec.description, verbs, areaSpec.aliases);
}

/**
 * `--where-search` / `--where-status` of bulk verbs: every id of the list for the filter (none for a
 * parent's list), offered as the list's document declares `$search` and a status filter (`$status`,
 * `$blocked` …, the words of its `list --status`, see listStatus). Where it declares `$deleted` the
 * filter can read the deleted records too: restore's does (see areaBulk).
 */
export function listWhere(list: unknown, field: string, area: AreaDeclaration): BulkWhere | undefined {
  const spec = list as { document: Doc<Record<string, unknown>>; all?: boolean; parent?: unknown } | undefined;
  const search = spec ? takesVariable(spec.document, 'search') : false;
  const status = spec ? listStatus(area, spec.document) : undefined;
  if (!spec || spec.parent || (!search && !status)) return undefined;
  const idsOf = (value: unknown): { ids: string[]; count?: number } => {
    const page = value as { id: string }[] | { items: { id: string }[]; count: number };
    return Array.isArray(page) ? { ids: page.map((r) => r.id) } : { ids: page.items.map((r) => r.id), count: page.count };
  };
  return {
    search,
    status: status && { words: status.words, variables: status.variables },
    trash: takesVariable(spec.document, 'deleted'),
    deleted: false,
    ids: async (client, filter) => {
      if (spec.all) return idsOf((await client.request(spec.document, filter))[field]).ids;
      return pagedIds(async (offset, limit) => idsOf((await client.request(spec.document, { limit, offset, ...filter }))[field]));
    },
  };
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The bulk spec of each bulk-capable verb of an area, from its declaration and its documents keyed
 * `bulk<Kind>` (`bulkStatus`, `bulkDelete`, `bulkRestore`, `bulk<Toggle>`); throws when a declared
 * one has no document, so the program does not build. Hand-built areas call it too. Restore's
 * `--where-…` pick from the deleted records (none where the list cannot show them); the other
 * verbs' from the live list.
 */
export function areaBulk(area: AreaDeclaration, documents: Readonly<Record<string, unknown>>, where?: BulkWhere): (kind: BulkKind) => BulkSpec | undefined {
  const ops = new Map(bulkOperations(area).map((op) => [op.kind, op]));
  return (kind) => {
    const op = ops.get(kind);
    if (!op) return undefined;
    const name = `bulk${upper(op.toggle?.name ?? op.kind)}`;
    const document = documents[name] as BulkSpec['document'] | undefined;
    if (!document) throw new Error(`${area.key}: no document for ${name} (${op.graphql.name})`);
    const own = kind === 'restore' ? (where?.trash ? { ...where, deleted: true } : undefined) : where;
    return { document, field: op.graphql.name, many: area.nouns.many, where: own };
  };
}
