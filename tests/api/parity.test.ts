import { describe, expect, it } from 'vitest';
import { AREAS } from '#domain/areas/index';
import { STANDARD_OPERATIONS } from '#domain/declaration/area-declaration';
import { declaredOperations } from '#domain/declaration/declared-operations';
import { hasOperation } from '#domain/declaration/has-operation';
import { restRoutes } from '#domain/declaration/rest-routes';
import type { GuardedRoute } from '../../api/lib/route.ts';
import { routes } from '../../api/routes.ts';

const table = routes.filter((route): route is GuardedRoute => !route.public);
const find = (method: string, path: string) => table.find((route) => route.method === method && route.path === path);
const ACTIONS = { list: 'view', get: 'view', create: 'add', update: 'edit', status: 'edit', delete: 'del', restore: 'edit' } as const;

describe.each(AREAS.map((area) => [area.key, area] as const))('REST parity of %s', (_key, area) => {
  it('has a route for every declared operation, guarded by the area and the operation’s action', () => {
    for (const { operation, rest } of declaredOperations(area)) {
      const route = find(rest.method, rest.path);
      expect(route, `${operation}: ${rest.method.toUpperCase()} ${rest.path}`).toBeDefined();
      expect(route?.area).toBe(area.access);
      expect(route?.action).toBe(operation.startsWith('toggle:') ? 'edit' : ACTIONS[operation as keyof typeof ACTIONS]);
    }
  });

  it('has no route for a standard operation it does not declare', () => {
    const paths = restRoutes(area);
    for (const operation of STANDARD_OPERATIONS.filter((op) => !hasOperation(area, op))) {
      const { method, path } = paths[operation];
      // Only a route that answers why the call is refused may stand where §7 names an operation the area lacks.
      const route = find(method, path);
      expect(route === undefined || route.refusal === true, `${operation}: ${method.toUpperCase()} ${path}`).toBe(true);
    }
  });
});

describe('REST parity, as the spec sets it', () => {
  it('follow-us has no delete or restore, users delete by POST, menu lists at /get/menu/list', () => {
    expect(find('delete', '/delete/follow')).toBeUndefined();
    expect(find('patch', '/restore/follow')).toBeUndefined();
    expect(find('post', '/delete/user')).toBeDefined();
    expect(find('delete', '/delete/user')).toBeUndefined();
    expect(find('get', '/get/menu/list')).toBeDefined();
    expect(find('post', '/create/weekAnthem')?.refusal).toBe(true);
    expect(find('patch', '/restore/role')).toBeDefined();
  });
});
