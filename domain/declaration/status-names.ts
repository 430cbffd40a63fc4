import type { AreaDeclaration } from './area-declaration.ts';
import { NOT_AVAILABLE } from '../messages.ts';

type Statuses = Pick<AreaDeclaration, 'statuses'>;

/** The GraphQL names of status 1 and 2 of an area, as a type: its own when declared, else `ACTIVE` | `INACTIVE`. */
export type StatusName<D extends Statuses> = D['statuses'] extends readonly [{ name: infer A extends string }, { name: infer B extends string }] ? A | B : 'ACTIVE' | 'INACTIVE';

/** The GraphQL names of status 1 and 2: ACTIVE and INACTIVE unless the area declares its own. */
export const statusNames = (area: Statuses): readonly [one: string, two: string] => (area.statuses ? [area.statuses[0].name, area.statuses[1].name] : ['ACTIVE', 'INACTIVE']);

/** The REST code of a status name: 2 for the second, 1 otherwise. */
export const statusCodeOf = (area: Statuses, name: string): 1 | 2 => (statusNames(area)[1] === name ? 2 : 1);

/** The name of a REST status code: the second for 2, the first otherwise. */
export const statusNameOf = <D extends Statuses>(area: D, code: number): StatusName<D> => statusNames(area)[code === 2 ? 1 : 0] as StatusName<D>;

/** How screens show a status name: its declared label, else Active or Inactive; "N/A" for an unknown name. */
export const statusLabelOf = (area: Statuses, name: string): string => {
  const labels = area.statuses?.map((value) => value.label) ?? ['Active', 'Inactive'];
  const index = statusNames(area).indexOf(name);
  return labels[index] ?? NOT_AVAILABLE;
};

/**
 * Whether a list's active / inactive mean on sale / off sale: a status beside a block switch (event
 * tickets), where "active" filters on not blocked, as the web's BY_SALE does, in the CLI and exports alike.
 */
export const sellsByBlock = (area: Pick<AreaDeclaration, 'toggles' | 'operations'>): boolean => !!area.toggles?.blocked && area.operations.includes('status');
