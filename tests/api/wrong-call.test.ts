import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../domain/areas/index.ts';
import type { AreaDeclaration } from '../../domain/declaration/area-declaration.ts';
import { restRoutes, toggleRoute, type RestRoute } from '../../domain/declaration/rest-routes.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';

const named = (route: RestRoute) => `${route.method.toUpperCase()} /api/v1${route.path}`;

/**
 * For every declared area, a real field of one of its calls sent to another: the delete's `isDelete`
 * to the status call, and each switch's field (`isBlocked`, `isFeatured`) to the status call, or to
 * the restore where the area has no status. Read from the declarations, so a new area is covered.
 */
type Case = { name: string; area: string; route: RestRoute; body: () => Record<string, unknown>; key: string; call: string };
const cases = (AREAS as readonly AreaDeclaration[]).flatMap((area): Case[] => {
  const paths = restRoutes(area);
  const has = (op: string) => (area.operations as readonly string[]).includes(op);
  const id = () => ({ [area.idKey]: randomUUID() });
  const made = (route: RestRoute, body: () => Record<string, unknown>, key: string, call: string): Case => ({ name: `${named(route)} with ${key}`, area: area.key, route, body, key, call });
  const out: Case[] = [];
  if (has('status') && has('delete')) out.push(made(paths.status, () => ({ ...id(), status: 1, isDelete: true }), 'isDelete', named(paths.delete)));
  for (const [name, toggle] of Object.entries(area.toggles ?? {})) {
    const target = has('status') ? paths.status : has('restore') ? paths.restore : undefined;
    if (target) out.push(made(target, () => ({ ...id(), [toggle.field]: true }), toggle.field, named(toggleRoute(area, name))));
  }
  return out;
});

describe.each(backends)('a key sent to the wrong call of an area, on %s', (backend) => {
  const api = useTestApi(backend);

  it('covers the areas with a status, a delete or a switch', () => {
    expect(cases.map(({ area, key }) => `${area} ${key}`)).toEqual(expect.arrayContaining(['eventTickets isBlocked', 'eventTickets isDelete', 'tables isFeatured', 'hosts isBlocked', 'categories isDelete', 'services isDelete']));
  });

  it.each(cases)('$name: 400 naming the call that sets it, first and in `errors` by its path; nothing written', async ({ route, body, key, call }) => {
    const before = await snapshotDb(api.db);
    const message = `Unrecognized key: "${key}" (it is set with ${call})`;
    const reply = await callApi(api.url, route.method, route.path, { token: api.adminToken, body: body(), headers: { 'x-field-errors': 'all' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(message);
    expect(reply.body.errors?.[0]).toEqual({ path: [key], message });
    expect(await snapshotDb(api.db)).toEqual(before);
  });

  it('a key no call takes is refused as before, and several are named together', async () => {
    const reply = await callApi(api.url, 'patch', '/update/section/status', { token: api.adminToken, body: { sectionId: randomUUID(), status: 1, colour: 'red' }, headers: { 'x-field-errors': 'all' } });
    expect(reply.body).toEqual({ status: false, message: 'Unrecognized key: "colour"', errors: [{ path: ['colour'], message: 'Unrecognized key: "colour"' }] });
    const two = await callApi(api.url, 'patch', '/update/section/status', { token: api.adminToken, body: { sectionId: randomUUID(), colour: 'red', size: 2 }, headers: { 'x-field-errors': 'all' } });
    expect(two.body).toEqual({
      status: false,
      message: 'Unrecognized keys: "colour", "size"',
      errors: [
        { path: ['colour'], message: 'Unrecognized key: "colour"' },
        { path: ['size'], message: 'Unrecognized key: "size"' },
        { path: ['status'], message: 'Status must be 1 (active) or 2 (inactive)' },
      ],
    });
  });
});
