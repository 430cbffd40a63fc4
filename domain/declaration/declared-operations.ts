import type { AreaDeclaration, StandardOperation } from './area-declaration.ts';
import { graphqlFields, toggleField, type GraphqlField } from './graphql-fields.ts';
import { restRoutes, toggleRoute, type RestRoute } from './rest-routes.ts';

/**
 * The CLI verbs of the standard operations; create and update are forms, left to the web and to
 * hand-written commands. An area with statuses of its own has a verb per status instead of set-status.
 */
export const CLI_VERBS: Partial<Record<StandardOperation, string>> = { list: 'list', get: 'get', status: 'set-status', delete: 'delete', restore: 'restore' };

/** One declared operation and where each layer must offer it. */
export interface DeclaredOperation {
  /** A standard operation, or `toggle:<name>`. */
  operation: StandardOperation | `toggle:${string}`;
  rest: RestRoute;
  graphql: GraphqlField;
  /** The CLI verbs, none for create and update. */
  cli: string[];
}

/**
 * Every operation the area declares, with its REST route, GraphQL field and CLI verbs: what the
 * parity tests check each layer against (and the web's check, for its screens and palette).
 */
export function declaredOperations(area: AreaDeclaration): DeclaredOperation[] {
  const rest = restRoutes(area);
  const graphql = graphqlFields(area);
  const verbs = (op: StandardOperation): string[] => (op === 'status' && area.statuses ? area.statuses.map((value) => value.verb) : CLI_VERBS[op] ? [CLI_VERBS[op]] : []);
  const standard = area.operations.map((op): DeclaredOperation => ({ operation: op, rest: rest[op], graphql: graphql[op], cli: verbs(op) }));
  const toggles = Object.entries(area.toggles ?? {}).map(
    ([name, toggle]): DeclaredOperation => ({ operation: `toggle:${name}`, rest: toggleRoute(area, name), graphql: toggleField(area, name), cli: [...toggle.verbs] }),
  );
  return [...standard, ...toggles];
}
