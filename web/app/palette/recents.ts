import { proxy } from 'valtio';
import { session } from '../../lib/session.ts';

/** A screen or record the account opened from the palette. */
export interface RecentItem {
  label: string;
  /** "Screen", or the record's noun. */
  kind: string;
  path: string;
}

const MAX_RECENTS = 6;

// The account the token names (its `sub`), so each account on a shared browser has its own list.
function accountKey(): string {
  try {
    const payload = JSON.parse(atob(session.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    if (typeof payload.sub === 'string') return `recent:${payload.sub}`;
  } catch {
    // a token that is not a JWT: fall back to the name
  }
  return `recent:${session.name}`;
}

function read(): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(accountKey()) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RecentItem[]).filter((item) => typeof item?.path === 'string' && typeof item.label === 'string') : [];
  } catch {
    return [];
  }
}

/** The palette's recent items, read for the signed-in account when the palette opens. */
export const recents = proxy<{ items: RecentItem[] }>({ items: [] });

/** Reads the signed-in account's recent items (kept in localStorage across reloads). */
export function loadRecents(): void {
  recents.items = read();
}

/** Puts an item first in the account's recent items. */
export function rememberRecent(item: RecentItem): void {
  const items = [item, ...read().filter((old) => old.path !== item.path)].slice(0, MAX_RECENTS);
  recents.items = items;
  try {
    localStorage.setItem(accountKey(), JSON.stringify(items));
  } catch {
    // storage full: the list lives for this page only
  }
}
