import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { can, canSee, type Principal } from '#domain/permissions';
import type { Resource } from '../../lib/resource.ts';
import { askToLeave } from '../../lib/leaveGuard.ts';
import { session } from '../../lib/session.ts';
import { mayJump, mayOpen, mayOpenExtra } from '../access.ts';
import { resources } from '../registry.ts';
import { ActivityGroup } from './ActivityGroup.tsx';
import { askDelete, closePalette, pushPage } from './paletteStore.ts';
import { CREATE_WORDS, GO_WORDS, matchesWords, namesOf, RESTORE_WORDS, SHORTCUT_WORDS, SIGN_OUT_WORDS } from './keywords.ts';
import { recents, rememberRecent, type RecentItem } from './recents.ts';
import { RecordGroup } from './RecordGroup.tsx';

/** Most items the palette renders at once (cmdk slows down with thousands). */
export const MAX_ITEMS = 50;

const matches = (text: string, query: string) => matchesWords([text], query);

/** The record whose detail or edit screen is open (`/events/42`, `/events/42/edit`). */
function recordOnScreen(location: string): { resource: Resource; id: string; editing: boolean } | undefined {
  for (const resource of resources) {
    if (!resource.screens.view && !resource.screens.edit) continue;
    const found = new RegExp(`^${resource.path}/([^/]+)(/edit)?$`).exec(location);
    const id = found?.[1];
    if (id && id !== 'new' && !(resource.pages ?? []).some((p) => p.segment === id)) return { resource, id: decodeURIComponent(id), editing: !!found[2] };
  }
  return undefined;
}
const restoreLabel = (resource: Resource) => `Restore ${resource.records?.noun ?? resource.label}…`;

/** The actions on the record on screen, offered first: Open or Edit (whichever screen is not the one open) and Delete, each per §6. */
function recordHere({ resource, id, editing }: { resource: Resource; id: string; editing: boolean }, principal: Principal): { label: string; path?: string; run?: () => void }[] {
  const noun = resource.records?.noun ?? resource.label;
  const base = `${resource.path}/${encodeURIComponent(id)}`;
  return [
    ...(editing && resource.screens.view && mayOpen(principal, resource, 'view') ? [{ label: `Open this ${noun}`, path: base }] : []),
    ...(!editing && resource.screens.edit && mayOpen(principal, resource, 'edit') ? [{ label: `Edit this ${noun}`, path: `${base}/edit` }] : []),
    ...(resource.records?.remove && resource.access !== 'dashboard' && can(principal, resource.access, 'del')
      ? [{ label: `Delete this ${noun}`, run: () => askDelete(resource.key, { id, label: noun, isActive: true }) }]
      : []),
  ];
}

/** The palette's root page: work in progress, the record on screen (its actions, its other screens), recent items, Go to, Create, the areas' own actions, Restore, Tables on a date, found records, Account and Help; each command answers its keywords (go to / open, new / add / create, sign out / logout). */
export function RootCommands({ query }: { query: string }) {
  const principal = useSnapshot(session);
  const [location, navigate] = useLocation();
  const go = (path: string, recent?: Omit<RecentItem, 'path'>) => {
    closePalette();
    if (recent) rememberRecent({ ...recent, path });
    askToLeave(() => navigate(path));
  };
  const { items: recentItems } = useSnapshot(recents);
  const onScreen = recordOnScreen(location);
  const onScreenNoun = onScreen ? (onScreen.resource.records?.noun ?? onScreen.resource.label) : '';
  const jumps = onScreen?.resource.related?.(onScreen.id).filter((jump) => mayJump(principal, jump) && matches(jump.label, query)) ?? [];
  const hereActions = onScreen ? recordHere(onScreen, principal).filter((a) => matchesWords([a.label, onScreenNoun, 'this'], query)) : [];
  const screens = resources.filter((r) => mayOpen(principal, r, 'list') && matchesWords([...namesOf(r), ...GO_WORDS], query)).slice(0, MAX_ITEMS);
  const creates = resources.filter((r) => r.createLabel && r.screens.new && mayOpen(principal, r, 'new') && matchesWords([r.createLabel, ...namesOf(r), ...CREATE_WORDS], query));
  const searchable = resources.filter((r) => r.records && canSee(principal, r.access));
  // Restoring follows the same §6 rule as editing.
  const restorable = resources.filter((r) => r.records?.searchDeleted && r.access !== 'dashboard' && canSee(principal, r.access) && can(principal, r.access, 'edit') && matchesWords([restoreLabel(r), ...namesOf(r), ...RESTORE_WORDS], query));
  const actions = resources.flatMap((r) => (r.pages ?? []).filter((p) => p.command && mayOpenExtra(principal, r, p) && matchesWords([p.command, ...namesOf(r)], query)).map((p) => ({ resource: r, page: p })));
  // Only what the account may still open (its role may have changed since).
  const recent = recentItems.filter((item) => {
    const owner = resources.find((r) => item.path === r.path || item.path.startsWith(`${r.path}/`) || item.path.startsWith(`${r.path}?`));
    return owner && mayOpen(principal, owner, 'list');
  });
  const busy = resources.filter((r) => r.activity && canSee(principal, r.access));
  const tables = resources.find((r) => r.key === 'tables');
  return (
    <>
      {!query.trim() && busy.map((r) => r.activity && <ActivityGroup key={r.key} resource={r} activity={r.activity} />)}
      {onScreen && hereActions.length + jumps.length > 0 && (
        <Command.Group heading={`This ${onScreenNoun}`}>
          {hereActions.map((action) => (
            <Command.Item key={action.label} value={`here:${action.label}`} onSelect={action.run ?? (() => go(action.path!))}>{action.label}</Command.Item>
          ))}
          {jumps.map((jump) => (
            <Command.Item key={jump.path} value={`jump:${jump.label}`} onSelect={() => go(jump.path)}>{jump.label}</Command.Item>
          ))}
        </Command.Group>
      )}
      {/* Recent items greet an empty search; typing searches everything else. */}
      {!query.trim() && recent.length > 0 && (
        <Command.Group heading="Recent">
          {recent.map((item) => (
            <Command.Item key={item.path} value={`recent:${item.path}`} onSelect={() => go(item.path, item)}>
              {item.label}
              <span className="palette__hint">{item.kind}</span>
            </Command.Item>
          ))}
        </Command.Group>
      )}
      {screens.length > 0 && (
        <Command.Group heading="Go to">
          {screens.map((r) => (
            <Command.Item key={r.key} value={`goto:${r.key}`} onSelect={() => go(r.path, { label: r.label, kind: 'Screen' })}>{r.label}</Command.Item>
          ))}
        </Command.Group>
      )}
      {creates.length > 0 && (
        <Command.Group heading="Create">
          {creates.map((r) => (
            <Command.Item key={r.key} value={`create:${r.key}`} onSelect={() => go(`${r.path}/new`, { label: r.createLabel!, kind: 'Screen' })}>{r.createLabel}</Command.Item>
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
      <RecordGroup resources={searchable} query={query} limit={MAX_ITEMS} />
      {matchesWords(['Sign out', ...SIGN_OUT_WORDS], query) && (
        <Command.Group heading="Account">
          <Command.Item value="sign-out" onSelect={() => go('/login')}>Sign out</Command.Item>
        </Command.Group>
      )}
      {matchesWords(['Keyboard shortcuts', ...SHORTCUT_WORDS], query) && (
        <Command.Group heading="Help">
          <Command.Item value="shortcuts" onSelect={() => pushPage({ kind: 'shortcuts' })}>Keyboard shortcuts</Command.Item>
        </Command.Group>
      )}
    </>
  );
}
