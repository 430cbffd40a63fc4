import { Command } from 'cmdk';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { can, canSee } from '#domain/permissions';
import type { Resource } from '../../lib/resource.ts';
import { askToLeave } from '../../lib/leaveGuard.ts';
import { session } from '../../lib/session.ts';
import { mayOpen, mayOpenExtra } from '../access.ts';
import { resources } from '../registry.ts';
import { ActivityGroup } from './ActivityGroup.tsx';
import { closePalette, pushPage } from './paletteStore.ts';
import { CREATE_WORDS, GO_WORDS, matchesWords, namesOf, RESTORE_WORDS, SHORTCUT_WORDS, SIGN_OUT_WORDS } from './keywords.ts';
import { recents, rememberRecent, type RecentItem } from './recents.ts';
import { recordCommands } from './recordCommands.ts';
import { RecordGroup } from './RecordGroup.tsx';
import { useCommandRunners } from './useCommandRunners.ts';
import { useRecordOnScreen } from './useRecordOnScreen.ts';

/** Most items the palette renders at once (cmdk slows down with thousands). */
export const MAX_ITEMS = 50;

const matches = (text: string, query: string) => matchesWords([text], query);

const restoreLabel = (resource: Resource) => `Restore ${resource.records?.noun ?? resource.label}…`;

/** The palette's root page: work in progress, the record on screen (the actions of a found record, its other screens), recent items, Go to, Create, the areas' own actions, Restore, Tables on a date, found records, Account and Help; each command answers its keywords (go to / open, new / add / create, sign out / logout). */
export function RootCommands({ query }: { query: string }) {
  const principal = useSnapshot(session);
  const [location, navigate] = useLocation();
  const go = (path: string, recent?: Omit<RecentItem, 'path'>) => {
    closePalette();
    // Remembered once gone there: Stay, on a form with changes, opens nothing.
    askToLeave(() => {
      if (recent) rememberRecent({ ...recent, path });
      navigate(path);
    });
  };
  const { items: recentItems } = useSnapshot(recents);
  const onScreen = useRecordOnScreen(location);
  const onScreenNoun = onScreen ? (onScreen.resource.records?.noun ?? onScreen.resource.label) : '';
  const runners = useCommandRunners(onScreenNoun);
  // The record on screen offers what a found record offers (its status and switches once read), but the screen already open.
  const here = onScreen
    ? recordCommands(onScreen.resource, onScreen.hit ?? { id: onScreen.id, label: onScreenNoun, isActive: true }, principal, runners, onScreen.editing ? 'edit' : 'view', !!onScreen.hit).filter((command) =>
        command.jump ? matches(command.label, query) : matchesWords([command.label, onScreenNoun, 'this'], query),
      )
    : [];
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
      {here.length > 0 && (
        <Command.Group heading={`This ${onScreenNoun}`}>
          {here.map((command) => (
            <Command.Item key={command.value} value={`here:${command.value}`} onSelect={command.run}>{command.label}</Command.Item>
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
