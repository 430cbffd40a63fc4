import type { AreaDeclaration, StandardOperation } from '#domain/declaration/area-declaration';

/** The web call behind each standard operation (`delete` is a reserved word, so `remove`). */
export const CALL_OF = { list: 'list', get: 'get', create: 'create', update: 'update', status: 'setStatus', delete: 'remove', restore: 'restore' } as const satisfies Record<StandardOperation, string>;

/** The web call of a toggle: `blocked` → `setBlocked`. */
export const toggleCall = (name: string): string => `set${name.charAt(0).toUpperCase()}${name.slice(1)}`;

type ToggleCalls<D extends AreaDeclaration> = D['toggles'] extends Readonly<Record<infer Name extends string, unknown>> ? `set${Capitalize<Name>}` : never;
type DeclaredCalls<D extends AreaDeclaration> = (typeof CALL_OF)[D['operations'][number]] | ToggleCalls<D>;
type StandardCalls = (typeof CALL_OF)[StandardOperation];

/**
 * The calls an area's api must have: one for each operation and toggle it declares, and none of
 * the standard calls it does not declare, so the compiler holds the web to the declaration.
 */
export type ApiFor<D extends AreaDeclaration> = { [Call in DeclaredCalls<D>]: (...args: never[]) => Promise<unknown> } & { [Call in Exclude<StandardCalls, DeclaredCalls<D>>]?: never };
