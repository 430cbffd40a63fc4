import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isModuleKey, MODULE_KEYS } from '#domain/modules';
import type { Action } from '#domain/permissions';
import type { Grant, GuardedRoute } from '../../api/lib/route.ts';
import { routes } from '../../api/routes.ts';
import { backends } from '../support/backends.ts';
import { callApi } from '../support/api.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { securityEvents } from '../support/security-events.ts';

const ACTIONS: readonly Action[] = ['view', 'add', 'edit', 'del'];
const label = (r: { method: string; path: string }) => `${r.method.toUpperCase()} ${r.path}`;

// Built from the API's own table, so routes of new areas are covered without new test code.
const guarded = routes.filter((r): r is GuardedRoute & { area: NonNullable<GuardedRoute['area']> } => !r.public && !!r.area);

describe('the route table', () => {
  it.each(routes.map((r) => [label(r), r] as const))('%s declares public, sign-in only, or an area and action', (_label, route) => {
    const declared = route.public === true || ('area' in route && (route.area === null || typeof route.area === 'string') && ACTIONS.includes(route.action));
    expect(declared, `${label(route)} must say public: true, area: null (sign-in only) or { area, action }`).toBe(true);
  });
});

describe.each(backends)('every guarded route refuses a sub-admin whose role lacks its action, on %s', (backend) => {
  const api = useTestApi(backend);
  const tokens = new Map<string, { id: string; token: string }>();

  /**
   * Every flag of every module except each grant's action (and `all`) on its area; a read (`view`)
   * is open to any flag, so lacking it means no flag on the area. An Admin-only area gets everything.
   */
  const without = (grants: readonly Grant[]) =>
    MODULE_KEYS.map((name) => {
      const lacking = grants
        .filter((grant) => grant.area === name)
        .flatMap((grant) => (grant.action === 'view' ? ACTIONS : [grant.action]).map((action) => [action, false]));
      const full = { name, all: true, add: true, view: true, edit: true, del: true };
      return lacking.length > 0 ? { ...full, all: false, ...Object.fromEntries(lacking) } : full;
    });

  // A route that other grants also open (a select's choices) is refused only to a role lacking all of them.
  const subAdminLacking = async (route: GuardedRoute & { area: NonNullable<GuardedRoute['area']> }) => {
    const grants = [{ area: route.area, action: route.action }, ...(route.alsoAllowed ?? [])];
    const key = isModuleKey(route.area) ? grants.map((grant) => `${grant.area}:${grant.action}`).join('+') : 'admin-only';
    let found = tokens.get(key);
    if (!found) {
      const roleId = await api.createRole({ name: `Lacks ${key}`, permissions: without(grants) });
      const sub = await api.createSubAdmin({ roleId });
      found = { id: sub.id, token: sub.token };
      tokens.set(key, found);
    }
    return found;
  };

  it.each(guarded.map((r) => [label(r), r.area, r.action, r] as const))('%s (%s: %s) → 403, nothing written, one audit row', async (_label, area, action, route) => {
    const sub = await subAdminLacking(route);
    // Any id will do: the permission check must come before the record or the body is looked at.
    const path = route.path.replace(/:\w+/g, () => randomUUID());
    const before = await snapshotDb(api.db);
    const eventsBefore = (await securityEvents(api.db)).length;
    const reply = await callApi(api.url, route.method, path, { token: sub.token, body: route.method === 'get' ? undefined : {} });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ status: false, message: 'You do not have permission to perform this action' });
    expect(await snapshotDb(api.db)).toEqual(before);
    const events = (await securityEvents(api.db)).slice(eventsBefore);
    expect(events).toMatchObject([{ action: 'forbidden', actorId: sub.id, recordId: label(route), after: { area, needed: action } }]);
  });
});
