import { z } from 'zod';
import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { bulkBodySchema, bulkOperations, bulkReplySchema, type BulkOperation } from '#domain/declaration/bulk-operations';
import { deletedRecordSchema, pageOf } from '#domain/schemas/replies';
import { restRoutes, toggleRoute } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { blockedFilterSchema, pagedQuerySchema, statusFilterSchema, withSort, type ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import type { AreaStore, CreateBody, CreateVenue, ListVenue, StandardChange, UpdateBody } from './area-store.ts';
import { DEFAULT_VENUE_TIMEZONE } from '#domain/limits';
import { changeManyAudited, type BulkRecords } from './audited-records.ts';
import { HttpError } from './http-error.ts';
import type { GuardedRoute, RequestInput, RouteInput } from './route.ts';
import { takenElsewhere } from './taken-elsewhere.ts';
import { validate } from './validate.ts';
import { venueToday, type VenueClock } from './venue-clock.ts';

type Handler = GuardedRoute['handler'];
type Loose = Partial<{
  list: (db: Db, query: unknown, venue: ListVenue) => Promise<unknown>;
  find: (db: Db, id: string) => Promise<unknown>;
  create: (db: Db, actorId: string, form: unknown, venue: CreateVenue) => Promise<unknown>;
  update: (db: Db, actorId: string, id: string, form: unknown) => Promise<unknown>;
  change: (db: Db, actorId: string, id: string, change: StandardChange) => Promise<{ _id: string }>;
  bulk: BulkRecords;
}>;

const hasKey = (body: unknown, key: string): boolean => typeof body === 'object' && body !== null && key in body;

/**
 * What an area gives its standard routes beyond the declaration: the query of a list with filters of
 * its own, and `written`, the handlers of standard operations the area answers itself.
 */
export interface AreaRouteOptions<Own extends StandardOperation = never> {
  /** An object schema: `sort` over the area's allow-list is added to it. */
  listQuery?: z.ZodType<Pick<ListQuery, 'limit' | 'offset' | 'search'>>;
  written?: Record<Own, Handler>;
  /**
   * The area's form when a date rule judges it against the venue's today (a user's dob not in the
   * future): create and update check their bodies with it, `today` giving "YYYY-MM-DD" at that moment.
   */
  datedForm?: (today: () => string) => z.ZodObject;
  /** The schemas a written handler validates with, where they are not the declared ones. */
  inputs?: Partial<Record<Own, RouteInput>>;
  /** The schemas of replies that are not the declared record's usual shape (a list sent as a plain array). */
  outputs?: Partial<Record<StandardOperation, z.ZodType>>;
}

/**
 * The query of an area's standard list: its page size when no `limit` is given (the declaration's
 * `pageSize`, else 10), only an area that can restore has deleted rows to list, only
 * one with a status filters by it, and only one with a block switch filters by `blocked`.
 */
export function areaListQuery(area: AreaDeclaration): z.ZodType<ListQuery & { status?: number; blocked?: boolean }> {
  const pageQuery = area.operations.includes('restore') ? pagedQuerySchema(area.pageSize) : pagedQuerySchema(area.pageSize).omit({ deleted: true });
  const blockable = Object.values(area.toggles ?? {}).some((t) => t.field === 'isBlocked');
  const filtered = area.operations.includes('status') ? pageQuery.extend(statusFilterSchema.shape) : pageQuery;
  return (blockable ? filtered.extend(blockedFilterSchema.shape) : filtered) as unknown as z.ZodType<ListQuery & { status?: number; blocked?: boolean }>;
}

/**
 * The standard REST routes of an area, in its declared order: paths, guards, body schemas and
 * replies all come from the declaration; the store does the reading and writing. `options.written` holds the
 * handlers of standard operations the area answers itself (a list of one parent's records, a
 * create judged against the venue's today); routes that are not standard are written beside it.
 */
export function areaRoutes<const D extends AreaDeclaration, const Own extends StandardOperation = never>(area: D, areaStore: AreaStore<D, Own>, options: AreaRouteOptions<Own> = {}): GuardedRoute[] {
  const store = areaStore as Loose;
  const paths = restRoutes(area);
  const bodies = bodySchemas(area);
  const { datedForm } = options;
  // The declared bodies, or those of the dated form on the venue's calendar of this request.
  const bodiesOn = (clock: VenueClock | undefined) => (datedForm ? bodySchemas({ ...area, form: datedForm(() => venueToday(clock)) }) : bodies);
  const messages = standardMessages(area);
  const ownQuery = options.listQuery ?? areaListQuery(area);
  // Every declared list takes `sort` over the area's allow-list.
  if (!(ownQuery instanceof z.ZodObject)) throw new Error(`${area.key}: a list query must be an object schema`);
  const listQuery = withSort(ownQuery, area.sort);
  const idOf = (parsed: unknown): string => (parsed as Record<string, string>)[area.idKey] ?? '';
  const need = <F extends keyof Loose>(name: F): NonNullable<Loose[F]> => {
    const fn = store[name];
    if (!fn) throw new Error(`${area.key}: the store has no ${name}`);
    return fn as NonNullable<Loose[F]>;
  };
  const change = (db: Db, actorId: string, id: string, what: StandardChange) => need('change')(db, actorId, id, what);

  // Where a key sent to the wrong call goes (`isBlocked` to the status call), for each call's refusal.
  const elsewhere = {
    create: takenElsewhere(area, paths.create),
    update: takenElsewhere(area, paths.update),
    status: takenElsewhere(area, paths.status),
    delete: takenElsewhere(area, paths.delete),
    restore: takenElsewhere(area, paths.restore),
    toggles: Object.fromEntries(Object.keys(area.toggles ?? {}).map((name) => [name, takenElsewhere(area, toggleRoute(area, name))])),
  };

  // Toggles sent to the update path share its route: the toggle's key in the body decides (§7).
  const togglesOn = (path: string) => Object.entries(area.toggles ?? {}).filter(([name]) => toggleRoute(area, name).path === path);
  const toggle = (name: string, field: string): Handler => async ({ body, actor }, { db }) => {
    const parsed = validate(bodies.toggles[name]!, body, elsewhere.toggles[name]) as Record<string, unknown>;
    const value = parsed[field] === true;
    const [on, off] = messages.toggled[name]!;
    return { message: value ? on : off, data: await change(db, actor.id, idOf(parsed), { action: 'toggle', field, value }) };
  };

  const handlers: Record<StandardOperation, Handler> = {
    list: async ({ query }, { db, clock }) => ({ message: messages.listed, data: await need('list')(db, validate(listQuery, query), { timeZone: clock?.timeZone ?? DEFAULT_VENUE_TIMEZONE }) }),
    get: async ({ params }, { db }) => {
      const data = await need('find')(db, params[area.idKey] ?? '');
      if (!data) throw new HttpError(404, messages.notFound);
      return { message: messages.fetched, data };
    },
    create: async ({ body, actor }, { db, clock }) => ({
      httpStatus: 201,
      message: messages.created,
      data: await need('create')(db, actor.id, validate(bodiesOn(clock).create, body, elsewhere.create) as CreateBody<D>, { today: venueToday(clock) }),
    }),
    update: async (input: RequestInput & Parameters<Handler>[0], deps) => {
      for (const [name, spec] of togglesOn(paths.update.path)) if (hasKey(input.body, spec.field)) return toggle(name, spec.field)(input, deps);
      const { [area.idKey]: id, ...form } = validate(bodiesOn(deps.clock).update, input.body, elsewhere.update) as Record<string, unknown>;
      return { message: messages.updated, data: await need('update')(deps.db, input.actor.id, String(id), form as UpdateBody<D>) };
    },
    status: async ({ body, actor }, { db }) => {
      const parsed = validate(bodies.status, body, elsewhere.status);
      return { message: messages.statusUpdated, data: await change(db, actor.id, idOf(parsed), { action: 'status', status: parsed.status }) };
    },
    delete: async ({ body, actor }, { db }) => {
      const deleted = await change(db, actor.id, idOf(validate(bodies.delete, body, elsewhere.delete)), { action: 'delete' });
      return { message: messages.deleted, data: { _id: deleted._id } };
    },
    restore: async ({ body, actor }, { db }) => ({ message: messages.restored, data: await change(db, actor.id, idOf(validate(bodies.restore, body, elsewhere.restore)), { action: 'restore' }) }),
  };

  const ACTIONS: Record<StandardOperation, GuardedRoute['action']> = { list: 'view', get: 'view', create: 'add', update: 'edit', status: 'edit', delete: 'del', restore: 'edit' };
  const mine = (options.written ?? {}) as Partial<Record<StandardOperation, Handler>>;
  // The update path also takes the toggles that share it: its body is either shape.
  const updateBody = togglesOn(paths.update.path).reduce<z.ZodType>((body, [name]) => body.or(bodies.toggles[name]!), bodies.update);
  const INPUTS: Record<StandardOperation, RouteInput> = {
    list: { query: listQuery },
    get: {},
    create: { body: bodies.create },
    update: { body: updateBody },
    status: { body: bodies.status },
    delete: { body: bodies.delete },
    restore: { body: bodies.restore },
  };
  // The reply's `data` where the area declares its record: a page, the record, or the deleted id.
  const record = area.record;
  const output = (op: StandardOperation): z.ZodType | undefined =>
    options.outputs?.[op] ?? (!record ? undefined : op === 'list' ? pageOf(record) : op === 'delete' ? deletedRecordSchema : record);
  const standard = area.operations.map(
    (op): GuardedRoute => ({
      ...paths[op],
      area: area.access,
      action: ACTIONS[op],
      input: (options.inputs as Partial<Record<StandardOperation, RouteInput>> | undefined)?.[op] ?? INPUTS[op],
      output: output(op),
      created: op === 'create',
      handler: mine[op] ?? handlers[op],
    }),
  );
  // A toggle with a path of its own gets its own route.
  const own = Object.entries(area.toggles ?? {})
    .filter(([name]) => toggleRoute(area, name).path !== paths.update.path || !area.operations.includes('update'))
    .map(([name, spec]): GuardedRoute => ({ ...toggleRoute(area, name), area: area.access, action: 'edit', input: { body: bodies.toggles[name] }, output: record, handler: toggle(name, spec.field) }));
  const bulk = bulkOperations(area).length ? need('bulk') : undefined;
  return [...standard, ...own, ...(bulk ? bulkRoutes(area, bulk, change) : [])];
}

const BULK_DONE: Record<string, string> = { status: 'status updated', delete: 'deleted', restore: 'restored' };

/**
 * `POST /bulk/<many>/<status|delete|restore|toggle>` `{ ids, status | <field> }`: the change for
 * every id, set-based in one audited transaction, all or nothing (`changeManyAudited` with the
 * area's table and rules; its single-record `change` only where a rule is judged one at a time);
 * guarded like the single-record operation. The reply names each id's result (done, failed with the reason, or skipped).
 * Part of `areaRoutes`; areas whose routes are written by hand (categories, tables) add them themselves.
 */
export function bulkRoutes(area: AreaDeclaration, bulk: BulkRecords, change: (db: Db, actorId: string, id: string, what: StandardChange, today: string) => Promise<unknown>): GuardedRoute[] {
  const what = (op: BulkOperation, body: Record<string, unknown>): StandardChange => {
    if (op.toggle) return { action: 'toggle', field: op.toggle.field, value: body[op.toggle.field] === true };
    if (op.kind === 'status') return { action: 'status', status: body.status as 1 | 2 };
    return { action: op.kind as 'delete' | 'restore' };
  };
  return bulkOperations(area).map((op): GuardedRoute => {
    const schema = bulkBodySchema(area, op);
    const done = op.toggle ? area.toggles![op.toggle.name]!.done[0] : BULK_DONE[op.kind]!;
    return {
      ...op.rest,
      area: area.access,
      action: op.action,
      input: { body: schema },
      output: bulkReplySchema,
      handler: async ({ body, actor }, { db, clock }) => {
        const parsed = validate(schema, body) as Record<string, unknown> & { ids: string[] };
        const verb = op.toggle && parsed[op.toggle.field] === false ? area.toggles![op.toggle.name]!.done[1] : done;
        const wanted = what(op, parsed);
        const today = venueToday(clock);
        const reply = await changeManyAudited(db, actor.id, bulk, parsed.ids, wanted, (tx, id) => change(tx, actor.id, id, wanted, today), today);
        const outcome = reply.committed ? `${reply.done} ${reply.done === 1 ? area.nouns.one : area.nouns.many} ${verb}, ${reply.skipped} skipped` : `Nothing changed: ${reply.results.filter((r) => !r.rolledBack && r.result === 'failed').length} of the ${area.nouns.many} failed, so the batch was rolled back`;
        return { message: outcome, data: reply };
      },
    };
  });
}
