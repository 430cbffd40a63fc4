import type { z } from 'zod';
import type { StatusCode } from '#domain/codes';
import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';
import type { bodySchemas } from '#domain/declaration/body-schemas';
import type { ListQuery, SortTerm } from '#domain/schemas/list';
import type { Db } from '../db/database.ts';
import type { BulkRecords } from './audited-records.ts';

interface Changes {
  status: { action: 'status'; status: StatusCode };
  delete: { action: 'delete' };
  restore: { action: 'restore' };
}
type ToggleChange = { action: 'toggle'; field: string; value: boolean };

/** A change the standard status, delete, restore and toggle routes make; each is one audited transaction. */
export type StandardChange = Changes[keyof Changes] | ToggleChange;

/** The changes an area's declared operations and toggles make. */
export type ChangeOf<D extends AreaDeclaration> =
  | Changes[Extract<D['operations'][number], keyof Changes>]
  | (D['toggles'] extends Record<string, unknown> ? ToggleChange : never);

type Bodies<D extends AreaDeclaration> = ReturnType<typeof bodySchemas<D>>;

/** The create body of an area, as its schema leaves it. */
export type CreateBody<D extends AreaDeclaration> = z.output<Bodies<D>['create']>;
/** The update body of an area without its id key. */
export type UpdateBody<D extends AreaDeclaration> = Omit<z.output<Bodies<D>['update']>, D['idKey']>;

/** What a list is given beside its query: the venue's timezone, in which its date range's days are judged. */
export interface ListVenue {
  timeZone: string;
}

/** What a create is given beside its form: the venue's today ("YYYY-MM-DD"), for rules on dates. */
export interface CreateVenue {
  today: string;
}

/** Everything the standard routes may call on an area's repository. */
interface AllStore<D extends AreaDeclaration> {
  /** `status` is there when the area has a record status and the caller filters by it; `sort` when the caller orders the list. */
  list: (db: Db, query: ListQuery & { status?: StatusCode; sort?: SortTerm[] }, venue: ListVenue) => Promise<unknown>;
  find: (db: Db, id: string) => Promise<unknown>;
  create: (db: Db, actorId: string, form: CreateBody<D>, venue: CreateVenue) => Promise<unknown>;
  update: (db: Db, actorId: string, id: string, form: UpdateBody<D>) => Promise<unknown>;
  change: (db: Db, actorId: string, id: string, change: ChangeOf<D>) => Promise<{ _id: string }>;
  /** The area's table and rules for the set-based bulk calls of the same changes (`POST /bulk/…`). */
  bulk: BulkRecords;
}

interface Needs {
  list: 'list';
  get: 'find';
  create: 'create';
  update: 'update';
  status: 'change' | 'bulk';
  delete: 'change' | 'bulk';
  restore: 'change' | 'bulk';
}

type ToggleNeeds<D extends AreaDeclaration> = D['toggles'] extends Record<string, unknown> ? 'change' | 'bulk' : never;

/**
 * What an area's repository must offer for the operations it declares (less those whose route the
 * area writes itself, `Own`), and nothing more: a declared operation without its function does not compile.
 */
export type AreaStore<D extends AreaDeclaration, Own extends StandardOperation = never> = Pick<AllStore<D>, Needs[Exclude<D['operations'][number], Own>] | ToggleNeeds<D>>;
