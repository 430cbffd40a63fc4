import { can, canSee, type Principal } from '#domain/permissions';
import type { NestedScreen, RelatedScreen, Resource, ResourcePage } from '../lib/resource.ts';

/** A screen of a resource. */
export type ScreenKind = keyof Resource['screens'];

const ACTION = { view: 'view', new: 'add', edit: 'edit' } as const;

/** §6: the area must be visible; new, view and edit screens also need their own flag. */
export function mayOpen(principal: Principal, resource: Resource, screen: ScreenKind): boolean {
  if (!canSee(principal, resource.access)) return false;
  if (screen === 'list' || resource.access === 'dashboard') return true;
  return can(principal, resource.access, ACTION[screen]);
}

/** §6 for a screen beyond the standard four (an area's own page, a screen under a record): the area visible and the screen's action allowed. */
export const mayOpenExtra = (principal: Principal, resource: Resource, screen: NestedScreen | ResourcePage): boolean =>
  canSee(principal, resource.access) && (resource.access === 'dashboard' || can(principal, resource.access, screen.action));

/** §6 for another area's screen of a record: that area visible (and its action allowed, when named). */
export const mayJump = (principal: Principal, jump: RelatedScreen): boolean => canSee(principal, jump.access) && (!jump.action || can(principal, jump.access, jump.action));
