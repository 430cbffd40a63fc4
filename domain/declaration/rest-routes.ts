import type { AreaDeclaration, RestMethod, StandardOperation } from './area-declaration.ts';

/** Where one standard REST call lives. */
export interface RestRoute {
  method: RestMethod;
  /** Under /api/v1, Express syntax. */
  path: string;
}

const scheme = (area: AreaDeclaration): Record<StandardOperation, RestRoute> => {
  const { one, many } = area.entity;
  return {
    list: { method: 'get', path: `/get/${many}` },
    get: { method: 'get', path: `/get/${one}/:${area.idKey}` },
    create: { method: 'post', path: `/create/${one}` },
    update: { method: 'patch', path: `/update/${one}` },
    status: { method: 'patch', path: `/update/${one}/status` },
    delete: { method: 'delete', path: `/delete/${one}` },
    restore: { method: 'patch', path: `/restore/${one}` },
  };
};

/** The REST method and path of each standard operation (§7's scheme, with the area's departures). */
export function restRoutes(area: AreaDeclaration): Record<StandardOperation, RestRoute> {
  const routes = scheme(area);
  for (const [operation, departure] of Object.entries(area.rest ?? {})) {
    const op = operation as StandardOperation;
    routes[op] = { ...routes[op], ...departure };
  }
  return routes;
}

/** The REST method and path of a toggle: PATCH to its own path or the area's update path. */
export const toggleRoute = (area: AreaDeclaration, name: string): RestRoute => ({
  method: 'patch',
  path: area.toggles?.[name]?.path ?? restRoutes(area).update.path,
});
