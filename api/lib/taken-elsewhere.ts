import { z } from 'zod';
import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';
import { bodySchemas } from '#domain/declaration/body-schemas';
import { restRoutes, toggleRoute, type RestRoute } from '#domain/declaration/rest-routes';
import type { TakenElsewhere } from './validate.ts';

const keysOf = (schema: z.ZodType): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
const same = (a: RestRoute, b: RestRoute) => a.method === b.method && a.path === b.path;

/**
 * The body keys of an area's other calls that the call `here` does not take, each with the call
 * that sets it ("PATCH /api/v1/update/eventTicket"), for `validate` to say where a key sent to the
 * wrong call goes: `isBlocked` sent to the status call, `status` sent to a create or an edit. Only
 * calls that change a record are named, in this order when several take a key: a toggle, the
 * status, an edit, a delete. A key only a create takes (an edit's `eventId`) is fixed once made, so
 * no call is named for it; nor for the record's id, which every call takes.
 */
export function takenElsewhere(area: AreaDeclaration, here: RestRoute): TakenElsewhere {
  const bodies = bodySchemas(area);
  const paths = restRoutes(area);
  const has = (op: StandardOperation) => area.operations.includes(op);
  const takes: { route: RestRoute; keys: readonly string[] }[] = [
    ...Object.entries(area.toggles ?? {}).map(([name, spec]) => ({ route: toggleRoute(area, name), keys: [spec.field] })),
    ...(has('status') ? [{ route: paths.status, keys: ['status'] }] : []),
    ...(has('update') ? [{ route: paths.update, keys: keysOf(bodies.update) }] : []),
    ...(has('delete') ? [{ route: paths.delete, keys: ['isDelete'] }] : []),
  ];
  const own = new Set([area.idKey, ...takes.filter(({ route }) => same(route, here)).flatMap(({ keys }) => keys)]);
  const elsewhere: Record<string, string> = {};
  for (const { route, keys } of takes) {
    if (same(route, here)) continue;
    for (const key of keys) if (!own.has(key) && !Object.hasOwn(elsewhere, key)) elsewhere[key] = `${route.method.toUpperCase()} /api/v1${route.path}`;
  }
  return elsewhere;
}
