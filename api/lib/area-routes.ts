import type { z } from 'zod';
import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { restRoutes, toggleRoute } from '#domain/declaration/rest-routes';
import { standardMessages } from '#domain/declaration/standard-messages';
import { listQuerySchema, type ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import type { AreaStore, CreateBody, StandardChange, UpdateBody } from './area-store.ts';
import { HttpError } from './http-error.ts';
import type { GuardedRoute, RequestInput } from './route.ts';
import { validate } from './validate.ts';

type Handler = GuardedRoute['handler'];
type Loose = Partial<{
  list: (db: Db, query: unknown) => Promise<unknown>;
  find: (db: Db, id: string) => Promise<unknown>;
  create: (db: Db, actorId: string, form: unknown) => Promise<unknown>;
  update: (db: Db, actorId: string, id: string, form: unknown) => Promise<unknown>;
  change: (db: Db, actorId: string, id: string, change: StandardChange) => Promise<{ _id: string }>;
}>;

const hasKey = (body: unknown, key: string): boolean => typeof body === 'object' && body !== null && key in body;

/**
 * What an area gives its standard routes beyond the declaration: the query of a list with filters of
 * its own, and `written`, the handlers of standard operations the area answers itself.
 */
export interface AreaRouteOptions<Own extends StandardOperation = never> {
  listQuery?: z.ZodType<Pick<ListQuery, 'limit' | 'offset' | 'search'>>;
  written?: Record<Own, Handler>;
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
  const messages = standardMessages(area);
  // Only an area that can restore has deleted rows to list.
  const listQuery = options.listQuery ?? (area.operations.includes('restore') ? listQuerySchema : listQuerySchema.omit({ deleted: true }));
  const idOf = (parsed: unknown): string => (parsed as Record<string, string>)[area.idKey] ?? '';
  const need = <F extends keyof Loose>(name: F): NonNullable<Loose[F]> => {
    const fn = store[name];
    if (!fn) throw new Error(`${area.key}: the store has no ${name}`);
    return fn as NonNullable<Loose[F]>;
  };
  const change = (db: Db, actorId: string, id: string, what: StandardChange) => need('change')(db, actorId, id, what);

  // Toggles sent to the update path share its route: the toggle's key in the body decides (§7).
  const togglesOn = (path: string) => Object.entries(area.toggles ?? {}).filter(([name]) => toggleRoute(area, name).path === path);
  const toggle = (name: string, field: string): Handler => async ({ body, actor }, { db }) => {
    const parsed = validate(bodies.toggles[name]!, body) as Record<string, unknown>;
    const value = parsed[field] === true;
    const [on, off] = messages.toggled[name]!;
    return { message: value ? on : off, data: await change(db, actor.id, idOf(parsed), { action: 'toggle', field, value }) };
  };

  const handlers: Record<StandardOperation, Handler> = {
    list: async ({ query }, { db }) => ({ message: messages.listed, data: await need('list')(db, validate(listQuery, query)) }),
    get: async ({ params }, { db }) => {
      const data = await need('find')(db, params[area.idKey] ?? '');
      if (!data) throw new HttpError(404, messages.notFound);
      return { message: messages.fetched, data };
    },
    create: async ({ body, actor }, { db }) => ({
      httpStatus: 201,
      message: messages.created,
      data: await need('create')(db, actor.id, validate(bodies.create, body) as CreateBody<D>),
    }),
    update: async (input: RequestInput & Parameters<Handler>[0], deps) => {
      for (const [name, spec] of togglesOn(paths.update.path)) if (hasKey(input.body, spec.field)) return toggle(name, spec.field)(input, deps);
      const { [area.idKey]: id, ...form } = validate(bodies.update, input.body) as Record<string, unknown>;
      return { message: messages.updated, data: await need('update')(deps.db, input.actor.id, String(id), form as UpdateBody<D>) };
    },
    status: async ({ body, actor }, { db }) => {
      const parsed = validate(bodies.status, body);
      return { message: messages.statusUpdated, data: await change(db, actor.id, idOf(parsed), { action: 'status', status: parsed.status }) };
    },
    delete: async ({ body, actor }, { db }) => {
      const deleted = await change(db, actor.id, idOf(validate(bodies.delete, body)), { action: 'delete' });
      return { message: messages.deleted, data: { _id: deleted._id } };
    },
    restore: async ({ body, actor }, { db }) => ({ message: messages.restored, data: await change(db, actor.id, idOf(validate(bodies.restore, body)), { action: 'restore' }) }),
  };

  const ACTIONS: Record<StandardOperation, GuardedRoute['action']> = { list: 'view', get: 'view', create: 'add', update: 'edit', status: 'edit', delete: 'del', restore: 'edit' };
  const mine = (options.written ?? {}) as Partial<Record<StandardOperation, Handler>>;
  const standard = area.operations.map((op): GuardedRoute => ({ ...paths[op], area: area.access, action: ACTIONS[op], handler: mine[op] ?? handlers[op] }));
  // A toggle with a path of its own gets its own route.
  const own = Object.entries(area.toggles ?? {})
    .filter(([name]) => toggleRoute(area, name).path !== paths.update.path || !area.operations.includes('update'))
    .map(([name, spec]): GuardedRoute => ({ ...toggleRoute(area, name), area: area.access, action: 'edit', handler: toggle(name, spec.field) }));
  return [...standard, ...own];
}
