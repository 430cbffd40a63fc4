import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';
import { bulkOperations, bulkReplySchema } from '#domain/declaration/bulk-operations';
import { graphqlFields, payloadKey, toggleField } from '#domain/declaration/graphql-fields';
import { restRoutes, toggleRoute, type RestRoute } from '#domain/declaration/rest-routes';
import { statusCodeOf, type StatusName } from '#domain/declaration/status-names';
import type { MutationResolvers } from '#gql/resolvers';
import type { GatewayContext } from '../context.ts';
import type { AreaMapper } from './area-mapper.ts';
import type { FieldName, PayloadKey, ToggleFieldName } from './area-field-names.ts';
import { PAGE_SIZE } from '#domain/limits';
import { readPage, type Page } from './page.ts';
import { z } from 'zod';
import { LIST_FIELD_NAMES, withFieldNames, type QueryParams, type RestClient, type SendOptions } from './rest.ts';
import { softDelete } from './soft-delete.ts';
import type { OrderKey } from '#domain/declaration/order-by';
import { restListQuery } from '#domain/declaration/rest-list-query';

type Fn<Args, Result> = (parent: unknown, args: Args, context: GatewayContext) => Promise<Result>;
type Payload<D extends AreaDeclaration, T> = { [K in PayloadKey<D>]: T } & { message: string };
type Ops<D extends AreaDeclaration> = D['operations'][number];
type ArgsOf<F extends string> = F extends keyof MutationResolvers ? Parameters<Extract<NonNullable<MutationResolvers[F]>, (...args: never[]) => unknown>>[1] : never;

interface AllBodies<D extends AreaDeclaration> {
  create: (args: ArgsOf<FieldName<D, 'create'>>) => unknown;
  update: (args: ArgsOf<FieldName<D, 'update'>>) => { id: string; body: Record<string, unknown> };
}

/** The input → REST body of create and update, which only the area knows (the id key is added for update); required when declared. */
export type BodyMappers<D extends AreaDeclaration> = Pick<AllBodies<D>, Ops<D> & ('create' | 'update')>;

type QueryPart<D extends AreaDeclaration, T> = {
  [Op in Ops<D> & ('list' | 'get') as FieldName<D, Op>]: Op extends 'list'
    ? Fn<{ limit?: number | null; offset?: number | null; search?: string | null; deleted?: boolean | null; status?: StatusName<D> | null; orderBy?: readonly OrderKey[] | null }, Page<T>>
    : Fn<{ id: string }, T>;
};
type MutationPart<D extends AreaDeclaration, T> = {
  [Op in Ops<D> & ('create' | 'update' | 'status' | 'delete' | 'restore') as FieldName<D, Op>]: Op extends 'delete'
    ? Fn<{ id: string }, { id: string; message: string }>
    : Op extends 'status'
      ? Fn<{ id: string; status: StatusName<D> }, Payload<D, T>>
      : Op extends 'restore'
        ? Fn<{ id: string }, Payload<D, T>>
        : Fn<ArgsOf<FieldName<D, Op>>, Payload<D, T>>;
} & { [N in keyof D['toggles'] & string as ToggleFieldName<D, N>]: Fn<Record<N, boolean> & { id: string }, Payload<D, T>> };

type BulkArgs = { ids: readonly string[] };
type BulkPart<D extends AreaDeclaration> = ('status' extends Ops<D> ? { [K in `bulkSet${D['graphql']['type']}Status`]: Fn<BulkArgs & { status: StatusName<D> }, BulkResult> } : unknown) &
  ('delete' extends Ops<D> ? { [K in `bulkDelete${D['graphql']['type']}`]: Fn<BulkArgs, BulkResult> } : unknown) &
  ('restore' extends Ops<D> ? { [K in `bulkRestore${D['graphql']['type']}`]: Fn<BulkArgs, BulkResult> } : unknown) & {
    [N in keyof D['toggles'] & string as `bulkSet${D['graphql']['type']}${Capitalize<N>}`]: Fn<BulkArgs & Record<N, boolean>, BulkResult>;
  };

/** The GraphQL shape of a bulk reply. */
export interface BulkResult {
  message: string;
  committed: boolean;
  done: number;
  failed: number;
  skipped: number;
  results: { id: string; outcome: 'DONE' | 'FAILED' | 'SKIPPED'; reason: string | null; rolledBack: boolean }[];
}


/** The derived resolvers of an area, keyed by their GraphQL names so codegen's `Resolvers` type checks them. */
export type AreaResolvers<D extends AreaDeclaration, T> = { Query: QueryPart<D, T>; Mutation: MutationPart<D, T> & BulkPart<D> };

const METHOD = { get: 'GET', post: 'POST', patch: 'PATCH', delete: 'DELETE' } as const;
const send = <S extends z.ZodType>(rest: RestClient, route: RestRoute, body: unknown, schema: S, options?: SendOptions) => rest.send(METHOD[route.method] as 'POST' | 'PATCH' | 'DELETE', route.path, body, schema, options);

/** The area's calls with field paths in GraphQL's names: its id key is `id`, and the keys its inputs name otherwise. */
const named = (area: AreaDeclaration, rest: RestClient) => withFieldNames(rest, { ...area.graphql.inputNames, [area.idKey]: 'id' });

/**
 * The gateway's resolvers for an area's standard operations, derived from its declaration: list
 * (its arguments as REST's query, see restListQuery), get, create and update (given the input → body), status (its names mapped to the REST
 * codes), delete, restore and toggles, each calling the declared REST route and mapping the reply
 * with the area's mapper. Fields that are not standard are written by hand beside them.
 */
export function areaResolvers<const D extends AreaDeclaration, S extends z.ZodType, T>(area: D, mapper: AreaMapper<S, T>, bodies: BodyMappers<D>): AreaResolvers<D, T> {
  const routes = restRoutes(area);
  const fields = graphqlFields(area);
  const key = payloadKey(area);
  const payload = ({ data, message }: { data: z.infer<S>; message: string }) => ({ [key]: mapper.map(data), message });
  const has = (op: StandardOperation) => area.operations.includes(op);
  type Any = Fn<Record<string, unknown>, unknown>;
  const made: Partial<Record<StandardOperation, Any>> = {
    // Every argument of the list (a filter the SDL adds, such as `eventId`) is a query parameter: see restListQuery.
    list: (_p, args, { rest }) => readPage(withFieldNames(rest, LIST_FIELD_NAMES), routes.list.path, mapper.rest, mapper.map, restListQuery(area, args) as QueryParams & { limit?: number; offset?: number }, area.pageSize ?? PAGE_SIZE),
    get: async (_p, { id }, { rest }) => mapper.map((await rest.get(routes.get.path.replace(`:${area.idKey}`, encodeURIComponent(String(id))), mapper.rest)).data),
    status: async (_p, { id, status }, { rest }) => payload(await send(named(area, rest), routes.status, { [area.idKey]: id, status: statusCodeOf(area, String(status)) }, mapper.rest)),
    delete: (_p, { id }, { rest }) => softDelete(rest, METHOD[routes.delete.method] as 'DELETE' | 'POST', routes.delete.path, { [area.idKey]: String(id) }),
    restore: async (_p, { id }, { rest }) => payload(await send(named(area, rest), routes.restore, { [area.idKey]: id }, mapper.rest)),
  };
  const own = bodies as Partial<AllBodies<D>>;
  if (own.create) {
    const body = own.create as (args: unknown) => unknown;
    made.create = async (_p, args, { rest }) => payload(await send(named(area, rest), routes.create, body(args), mapper.rest));
  }
  if (own.update) {
    const body = own.update as (args: unknown) => { id: string; body: Record<string, unknown> };
    made.update = async (_p, args, { rest }) => {
      const { id, body: fields } = body(args);
      // Every update takes `expectedUpdatedAt`: the version it was made from, refused (CONFLICT) if the record changed since.
      const expectedUpdatedAt = (args as { expectedUpdatedAt?: string | null }).expectedUpdatedAt;
      return payload(await send(named(area, rest), routes.update, { [area.idKey]: id, ...fields }, mapper.rest, { expectedUpdatedAt }));
    };
  }
  const Query: Record<string, Any> = {};
  const Mutation: Record<string, Any> = {};
  for (const op of Object.keys(made) as StandardOperation[]) {
    if (!has(op)) continue;
    (fields[op].root === 'Query' ? Query : Mutation)[fields[op].name] = made[op]!;
  }
  for (const [name, toggle] of Object.entries(area.toggles ?? {})) {
    Mutation[toggleField(area, name).name] = async (_p, args, { rest }) =>
      payload(await send(named(area, rest), toggleRoute(area, name), { [area.idKey]: args.id, [toggle.field]: args[name] }, mapper.rest));
  }
  Object.assign(Mutation, bulkResolvers(area));
  return { Query, Mutation } as unknown as AreaResolvers<D, T>;
}

/**
 * The bulk mutations of an area (`bulkSet<Type>Status`, `bulkDelete<Type>`, `bulkRestore<Type>`,
 * `bulkSet<Type><Toggle>`): one REST bulk call each, its per-id results in GraphQL's words. Part of
 * `areaResolvers`; areas whose resolvers are written by hand spread it into their Mutation.
 */
export function bulkResolvers<const D extends AreaDeclaration>(area: D): BulkPart<D> {
  const Mutation: Record<string, Fn<Record<string, unknown>, BulkResult>> = {};
  for (const op of bulkOperations(area)) {
    Mutation[op.graphql.name] = async (_p, args, { rest }) => {
      const extra = op.toggle ? { [op.toggle.field]: args[op.toggle.name] } : op.kind === 'status' ? { status: statusCodeOf(area, String(args.status)) } : {};
      const { data, message } = await rest.send('POST', op.rest.path, { ids: args.ids, ...extra }, bulkReplySchema);
      const results = data.results.map((r) => ({ id: r._id, outcome: r.result.toUpperCase() as 'DONE' | 'FAILED' | 'SKIPPED', reason: r.reason ?? null, rolledBack: r.rolledBack }));
      return { message, committed: data.committed, done: data.done, failed: data.failed, skipped: data.skipped, results };
    };
  }
  return Mutation as unknown as BulkPart<D>;
}
