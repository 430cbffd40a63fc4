import type { z } from 'zod';
import type { StatusCode } from '#domain/codes';
import type { AccessArea } from '#domain/modules';
import { listQuerySchema, type ListQuery } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import { HttpError } from './http-error.ts';
import type { GuardedRoute } from './route.ts';
import { validate } from './validate.ts';

type StatusChange = { action: 'status'; status: StatusCode };
type DeleteChange = { action: 'delete' };
type RestoreChange = { action: 'restore' };

/** The changes the standard routes make, for an area that offers them all. */
export type StandardChange = StatusChange | DeleteChange | RestoreChange;

/**
 * What the standard routes of one area share: its guard, the key naming a record in paths and
 * bodies (`roleId`), its 404 text and its audited change. The change's type decides which of the
 * standard routes the area can have (no status route for an area without a status).
 */
export interface StandardArea<Change, Key extends string = string> {
  area: AccessArea;
  idKey: Key;
  notFound: string;
  change: (db: Db, actorId: string, id: string, change: Change) => Promise<{ _id: string }>;
}

/** A body schema naming a record by the area's `idKey`, plus `Extra`. */
type BodySchema<Key extends string, Extra = unknown> = z.ZodType<Record<Key, string> & Extra>;

/** `GET` a page: the query is checked by the shared list schema. */
function list(spec: Pick<StandardArea<never>, 'area'>, path: string, message: string, read: (db: Db, query: ListQuery) => Promise<unknown>): GuardedRoute {
  return { method: 'get', path, area: spec.area, action: 'view', handler: async ({ query }, { db }) => ({ message, data: await read(db, validate(listQuerySchema, query)) }) };
}

/** `GET` one record by the `:idKey` path parameter; 404 with the area's text when there is none. */
function get(spec: Omit<StandardArea<never>, 'change'>, path: string, message: string, find: (db: Db, id: string) => Promise<unknown>): GuardedRoute {
  return {
    method: 'get',
    path,
    area: spec.area,
    action: 'view',
    handler: async ({ params }, { db }) => {
      const data = await find(db, params[spec.idKey] ?? '');
      if (!data) throw new HttpError(404, spec.notFound);
      return { message, data };
    },
  };
}

/** `POST` a new record: 201 with the record, the body checked by `schema` first. */
function create<S extends z.ZodType>(
  spec: Pick<StandardArea<never>, 'area'>,
  path: string,
  schema: S,
  message: string,
  insert: (db: Db, actorId: string, form: z.output<S>) => Promise<unknown>,
): GuardedRoute {
  return {
    method: 'post',
    path,
    area: spec.area,
    action: 'add',
    handler: async ({ body, actor }, { db }) => ({ httpStatus: 201, message, data: await insert(db, actor.id, validate(schema, body)) }),
  };
}

/** `PATCH { <idKey>, status }`: the status switch. */
function status<Key extends string>(spec: StandardArea<StatusChange, Key>, path: string, schema: BodySchema<Key, { status: StatusCode }>, message: string): GuardedRoute {
  return {
    method: 'patch',
    path,
    area: spec.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const parsed = validate(schema, body);
      return { message, data: await spec.change(db, actor.id, parsed[spec.idKey], { action: 'status', status: parsed.status }) };
    },
  };
}

/** `DELETE { <idKey>, isDelete: true }` (a POST for users, §7): a soft delete answering `{ _id }`. */
function remove<Key extends string>(spec: StandardArea<DeleteChange, Key>, path: string, schema: BodySchema<Key>, message: string, method: 'delete' | 'post' = 'delete'): GuardedRoute {
  return {
    method,
    path,
    area: spec.area,
    action: 'del',
    handler: async ({ body, actor }, { db }) => {
      const deleted = await spec.change(db, actor.id, validate(schema, body)[spec.idKey], { action: 'delete' });
      return { message, data: { _id: deleted._id } };
    },
  };
}

/** `PATCH { <idKey> }`: brings a soft-deleted record back. */
function restore<Key extends string>(spec: StandardArea<RestoreChange, Key>, path: string, schema: BodySchema<Key>, message: string): GuardedRoute {
  return {
    method: 'patch',
    path,
    area: spec.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => ({ message, data: await spec.change(db, actor.id, validate(schema, body)[spec.idKey], { action: 'restore' }) }),
  };
}

/** Builders for the list, get, create, status, delete and restore routes that areas share; the rest stay written out. */
export const standardRoute = { list, get, create, status, remove, restore };
