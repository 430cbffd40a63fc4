import { can, type Principal } from '#domain/permissions';
import type { RecordHit, Resource } from '../../lib/resource.ts';
import { mayJump, mayOpen } from '../access.ts';
import { askDelete } from './paletteStore.ts';

/** One thing the palette offers to do with a record; `jump` marks another area's screen of it. */
export interface RecordCommand {
  value: string;
  label: string;
  run: () => void;
  jump?: true;
}

/** How the palette acts: go to a path (remembered as a recent item when labelled), run a change and tell open screens, open a file. */
export interface CommandRunners {
  go: (path: string, recent?: string) => void;
  change: (run: () => Promise<unknown>) => void;
  openFile: (href: string) => void;
}

/**
 * Everything the palette offers on one record, each per §6: Open, Edit, Activate/Deactivate (or the
 * area's own verbs), its other switches, Delete, its files and other areas' screens of it, and last
 * Show in its list when there is nothing to open. On the record's own screen (`here`) the screen open is left out and the
 * verbs name "this {noun}"; the status and switches need the record as read (`hit.known`).
 */
export function recordCommands(resource: Resource, hit: RecordHit, principal: Principal, runners: CommandRunners, here?: 'view' | 'edit', known = true): RecordCommand[] {
  const { records, access } = resource;
  const noun = records?.noun ?? resource.label;
  const verb = (word: string) => (here ? `${word} this ${noun}` : word);
  const base = `${resource.path}/${encodeURIComponent(hit.id)}`;
  const mayChange = access !== 'dashboard' && can(principal, access, 'edit');
  const mayDelete = access !== 'dashboard' && can(principal, access, 'del');
  const commands: RecordCommand[] = [];
  if (here !== 'view') {
    if (resource.screens.view && mayOpen(principal, resource, 'view')) commands.push({ value: 'open', label: verb('Open'), run: () => runners.go(base, hit.label) });
    else if (hit.path && !here) commands.push({ value: 'open', label: 'Open', run: () => runners.go(hit.path!, hit.label) });
  }
  if (here !== 'edit' && resource.screens.edit && mayOpen(principal, resource, 'edit')) commands.push({ value: 'edit', label: verb('Edit'), run: () => runners.go(`${base}/edit`, `Edit ${hit.label}`) });
  if (known && records?.setActive && mayChange) {
    const setActive = records.setActive;
    const word = hit.isActive ? (records.toggleLabels?.deactivate ?? 'Deactivate') : (records.toggleLabels?.activate ?? 'Activate');
    commands.push({ value: 'toggle', label: verb(word), run: () => runners.change(() => setActive(hit.id, !hit.isActive)) });
  }
  if (known && mayChange) for (const item of hit.switches ?? []) commands.push({ value: `switch:${item.label}`, label: item.label, run: () => runners.change(item.run) });
  if (records?.remove && mayDelete) commands.push({ value: 'delete', label: verb('Delete'), run: () => askDelete(resource.key, hit) });
  for (const link of hit.links ?? []) commands.push({ value: `link:${link.label}`, label: link.label, run: () => runners.openFile(link.href) });
  for (const jump of resource.related?.(hit.id) ?? []) {
    if (mayJump(principal, jump)) commands.push({ value: `jump:${jump.label}`, label: jump.label, run: () => runners.go(jump.path), jump: true });
  }
  // Last, so that Enter on the record runs its own action (an enquiry's Mark) before any jump.
  // A record with no screen the account may open is shown in its list, which whoever sees the area
  // reads (§6): where the hit says it is, else the list itself. So no found record has nothing to do.
  if (!here && !commands.some((command) => command.value === 'open') && mayOpen(principal, resource, 'list')) {
    commands.push({ value: 'show', label: `Show in ${resource.label}`, run: () => runners.go(hit.listed ?? resource.path) });
  }
  return commands;
}
