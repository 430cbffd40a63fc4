import { can, canSee, type Principal } from '#domain/permissions';
import type { Resource, ResourcePage } from '../lib/resource.ts';

/** A screen of a resource. */
export type ScreenKind = keyof Resource['screens'];

const ACTION = { view: 'view', new: 'add', edit: 'edit' } as const;

/** §6: the area must be visible; new, view and edit screens also need their own flag. */
export function mayOpen(principal: Principal, resource: Resource, screen: ScreenKind): boolean {
  if (!canSee(principal, resource.access)) return false;
  if (screen === 'list' || resource.access === 'dashboard') return true;
  return can(principal, resource.access, ACTION[screen]);
}

/** §6 for a screen of the area's own: the area must be visible and the page's action allowed. */
export function mayOpenPage(principal: Principal, resource: Resource, page: ResourcePage): boolean {
  return canSee(principal, resource.access) && (resource.access === 'dashboard' || can(principal, resource.access, page.action));
}
