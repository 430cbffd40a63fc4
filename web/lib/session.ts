import { proxy, subscribe } from 'valtio';
import type { Permission } from '#domain/permissions';

/** The signed-in account as the client keeps it (§3 Session), plus the sidebar's state. */
export interface SessionState {
  name: string;
  token: string;
  accountType: number;
  permissions: Permission[];
  /** False when the sub-admin's role is inactive (or deleted), as the server says; it then grants nothing. */
  roleActive: boolean;
  /** True once `me` (or the sign-in reply) has given this page load its permissions. */
  ready: boolean;
  isCollapsed: boolean;
  /** Below 1024 px the sidebar is a drawer: whether it is open (not kept across reloads). */
  isDrawerOpen: boolean;
}

const read = (key: string): string => localStorage.getItem(key) ?? '';

function readPermissions(): Permission[] {
  try {
    const parsed: unknown = JSON.parse(read('permissions') || '[]');
    return Array.isArray(parsed) ? (parsed as Permission[]) : [];
  } catch {
    return [];
  }
}

/** The one session store; read with `useSnapshot(session)`, change through the actions below. */
export const session = proxy<SessionState>({
  name: read('name'),
  token: read('token'),
  accountType: Number(read('accountType')) || 0,
  permissions: readPermissions(),
  roleActive: read('roleInactive') !== 'true',
  ready: false,
  isCollapsed: read('isCollapsed') === 'true',
  isDrawerOpen: false,
});

subscribe(session, () => {
  const entries: Record<string, string> = {
    name: session.name,
    token: session.token,
    accountType: session.accountType ? String(session.accountType) : '',
    permissions: session.token ? JSON.stringify(session.permissions) : '',
    roleInactive: session.token && !session.roleActive ? 'true' : '',
    isCollapsed: String(session.isCollapsed),
  };
  for (const [key, value] of Object.entries(entries)) {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  }
}, true);

/** Stores a fresh sign-in (§2.4). */
export function signIn(account: { name: string; token: string; accountType: number; permissions: Permission[]; roleActive?: boolean }): void {
  Object.assign(session, { roleActive: true }, account, { ready: true });
}

/** Replaces name, type and permissions with what the server says now. */
export function refreshAccount(account: { name: string; accountType: number; permissions: Permission[]; roleActive?: boolean }): void {
  Object.assign(session, { roleActive: true }, account, { ready: true });
}

/** Trusts the stored permissions when the server could not be asked. */
export function markReady(): void {
  session.ready = true;
}

/** Clears name, token, account type and permissions, in storage and in memory (§2.4). */
export function signOut(): void {
  Object.assign(session, { name: '', token: '', accountType: 0, permissions: [], roleActive: true, ready: false });
}

/** Collapses or expands the sidebar (§2.1); the choice is persisted. */
export function toggleSidebar(): void {
  session.isCollapsed = !session.isCollapsed;
}

/** Opens or closes the sidebar's drawer (below 1024 px). */
export function setDrawerOpen(open: boolean): void {
  session.isDrawerOpen = open;
}
