import type { z } from 'zod';
import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';
import { graphqlFields, payloadKey, toggleField } from '#domain/declaration/graphql-fields';
import { restRoutes, toggleRoute, type RestRoute } from '#domain/declaration/rest-routes';
import type { MutationResolvers, Status } from '#gql/resolvers';
import type { GatewayContext } from '../context.ts';
import type { AreaMapper } from './area-mapper.ts';
import type { FieldName, PayloadKey, ToggleFieldName } from './area-field-names.ts';
import { fromStatus } from './enums.ts';
import { readPage } from './page.ts';
import type { QueryParams, RestClient } from './rest.ts';
import { softDelete } from './soft-delete.ts';

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
    ? Fn<{ limit?: number | null; offset?: number | null; search?: string | null; deleted?: boolean | null }, { items: T[]; count: number }>
    : Fn<{ id: string }, T>;
};
type MutationPart<D extends AreaDeclaration, T> = {
  [Op in Ops<D> & ('create' | 'update' | 'status' | 'delete' | 'restore') as FieldName<D, Op>]: Op extends 'delete'
    ? Fn<{ id: string }, { id: string; message: string }>
    : Op extends 'status'
      ? Fn<{ id: string; status: Status }, Payload<D, T>>
      : Op extends 'restore'
        ? Fn<{ id: string }, Payload<D, T>>
        : Fn<ArgsOf<FieldName<D, Op>>, Payload<D, T>>;
} & { [N in keyof D['toggles'] & string as ToggleFieldName<D, N>]: Fn<Record<N, boolean> & { id: string }, Payload<D, T>> };

/** The derived resolvers of an area, keyed by their GraphQL names so codegen's `Resolvers` type checks them. */
export type AreaResolvers<D extends AreaDeclaration, T> = { Query: QueryPart<D, T>; Mutation: MutationPart<D, T> };

const METHOD = { get: 'GET', post: 'POST', patch: 'PATCH', delete: 'DELETE' } as const;
const send = <S extends z.ZodType>(rest: RestClient, route: RestRoute, body: unknown, schema: S) => rest.send(METHOD[route.method] as 'POST' | 'PATCH' | 'DELETE', route.path, body, schema);

/**
 * The gateway's resolvers for an area's standard operations, derived from its declaration: list
 * (with `deleted` where the area restores, and the list's other arguments as query parameters), get, create and update (given the input → body),
 * status, delete, restore and toggles, each calling the declared REST route and mapping the reply
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
    // A list's own filters (newsletters' `subscribed`) go with the page as query parameters.
    list: (_p, { deleted, ...query }, { rest }) => readPage(rest, routes.list.path, mapper.rest, mapper.map, { ...(query as QueryParams), deleted: deleted ? true : undefined }),
    get: async (_p, { id }, { rest }) => mapper.map((await rest.get(routes.get.path.replace(`:${area.idKey}`, encodeURIComponent(String(id))), mapper.rest)).data),
    status: async (_p, { id, status }, { rest }) => payload(await send(rest, routes.status, { [area.idKey]: id, status: fromStatus(status as Status) }, mapper.rest)),
    delete: (_p, { id }, { rest }) => softDelete(rest, METHOD[routes.delete.method] as 'DELETE' | 'POST', routes.delete.path, { [area.idKey]: String(id) }),
    restore: async (_p, { id }, { rest }) => payload(await send(rest, routes.restore, { [area.idKey]: id }, mapper.rest)),
  };
  const own = bodies as Partial<AllBodies<D>>;
  if (own.create) {
    const body = own.create as (args: unknown) => unknown;
    made.create = async (_p, args, { rest }) => payload(await send(rest, routes.create, body(args), mapper.rest));
  }
  if (own.update) {
    const body = own.update as (args: unknown) => { id: string; body: Record<string, unknown> };
    made.update = async (_p, args, { rest }) => {
      const { id, body: fields } = body(args);
      return payload(await send(rest, routes.update, { [area.idKey]: id, ...fields }, mapper.rest));
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
      payload(await send(rest, toggleRoute(area, name), { [area.idKey]: args.id, [toggle.field]: args[name] }, mapper.rest));
  }
  return { Query, Mutation } as unknown as AreaResolvers<D, T>;
}
