import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { can, canSee } from '#domain/permissions';
import type { Resource } from '../../lib/resource.ts';
import { session } from '../../lib/session.ts';
import { mayJump, mayOpen, mayOpenExtra } from '../access.ts';
import { resources } from '../registry.ts';
import { ActivityGroup } from './ActivityGroup.tsx';
import { closePalette, pushPage } from './paletteStore.ts';
import { RecordGroup } from './RecordGroup.tsx';

/** Most items the palette renders at once (cmdk slows down with thousands). */
export const MAX_ITEMS = 50;

const matches = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/** The record whose detail or edit screen is open (`/events/42`, `/events/42/edit`), where its area offers screens related to it. */
function recordOnScreen(location: string): { resource: Resource; id: string } | undefined {
  for (const resource of resources) {
    if (!resource.related) continue;
    const id = new RegExp(`^${resource.path}/([^/]+)(?:/edit)?$`).exec(location)?.[1];
    if (id && id !== 'new') return { resource, id: decodeURIComponent(id) };
  }
  return undefined;
}
const restoreLabel = (resource: Resource) => `Restore ${resource.records?.noun ?? resource.label}…`;

/** The palette's root page: work in progress, screens of the record on screen, Go to, Create, the areas' own actions, Restore, Tables on a date, found records, Account and Help. */
export function RootCommands({ query }: { query: string }) {
  const principal = useSnapshot(session);
  const [location, navigate] = useLocation();
  const go = (path: string) => {
    closePalette();
    navigate(path);
  };
  const onScreen = recordOnScreen(location);
  const jumps = onScreen?.resource.related?.(onScreen.id).filter((jump) => mayJump(principal, jump) && matches(jump.label, query)) ?? [];
  const screens = resources.filter((r) => mayOpen(principal, r, 'list') && matches(r.label, query)).slice(0, MAX_ITEMS);
  const creates = resources.filter((r) => r.createLabel && r.screens.new && mayOpen(principal, r, 'new') && matches(r.createLabel, query));
  const searchable = resources.filter((r) => r.records && canSee(principal, r.access));
  // Restoring follows the same §6 rule as editing.
  const restorable = resources.filter((r) => r.records?.searchDeleted && r.access !== 'dashboard' && canSee(principal, r.access) && can(principal, r.access, 'edit') && matches(restoreLabel(r), query));
  const actions = resources.flatMap((r) => (r.pages ?? []).filter((p) => p.command && mayOpenExtra(principal, r, p) && matches(p.command, query)).map((p) => ({ resource: r, page: p })));
  const busy = resources.filter((r) => r.activity && canSee(principal, r.access));
  const tables = resources.find((r) => r.key === 'tables');
  return (
    <>
      {!query.trim() && busy.map((r) => r.activity && <ActivityGroup key={r.key} resource={r} activity={r.activity} />)}
      {onScreen && jumps.length > 0 && (
        <Command.Group heading={`This ${onScreen.resource.records?.noun ?? onScreen.resource.label}`}>
          {jumps.map((jump) => (
            <Command.Item key={jump.path} value={`jump:${jump.label}`} onSelect={() => go(jump.path)}>{jump.label}</Command.Item>
          ))}
        </Command.Group>
      )}
      {screens.length > 0 && (
        <Command.Group heading="Go to">
          {screens.map((r) => (
            <Command.Item key={r.key} value={`goto:${r.key}`} onSelect={() => go(r.path)}>{r.label}</Command.Item>
          ))}
        </Command.Group>
      )}
      {creates.length > 0 && (
        <Command.Group heading="Create">
          {creates.map((r) => (
            <Command.Item key={r.key} value={`create:${r.key}`} onSelect={() => go(`${r.path}/new`)}>{r.createLabel}</Command.Item>
          ))}
        </Command.Group>
      )}
      {actions.length > 0 && (
        <Command.Group heading="Actions">
          {actions.map(({ resource, page }) => (
            <Command.Item key={`${resource.key}:${page.segment}`} value={`page:${resource.key}:${page.segment}`} onSelect={() => go(`${resource.path}/${page.segment}`)}>{page.command}</Command.Item>
          ))}
        </Command.Group>
      )}
      {restorable.length > 0 && (
        <Command.Group heading="Restore">
          {restorable.map((r) => (
            <Command.Item key={r.key} value={`restore:${r.key}`} onSelect={() => pushPage({ kind: 'deleted', resourceKey: r.key })}>{restoreLabel(r)}</Command.Item>
          ))}
        </Command.Group>
      )}
      {tables && mayOpen(principal, tables, 'list') && matches('Tables on…', query) && (
        <Command.Group heading="Go to a date">
          <Command.Item value="tables-on" onSelect={() => pushPage({ kind: 'tablesOn' })}>Tables on…</Command.Item>
        </Command.Group>
      )}
      {searchable.map((r) => r.records && <RecordGroup key={r.key} resource={r} records={r.records} query={query} limit={MAX_ITEMS} />)}
      {matches('Sign out', query) && (
        <Command.Group heading="Account">
          <Command.Item value="sign-out" onSelect={() => go('/login')}>Sign out</Command.Item>
        </Command.Group>
      )}
      {matches('Keyboard shortcuts', query) && (
        <Command.Group heading="Help">
          <Command.Item value="shortcuts" onSelect={() => pushPage({ kind: 'shortcuts' })}>Keyboard shortcuts</Command.Item>
        </Command.Group>
      )}
    </>
  );
}
