/** Where /login sends a user back to: a path inside the console, never another site or the login itself. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/login')) return '/dashboard';
  return next;
}

/** The login route remembering `path` (with its query), so signing in again returns there. */
export function loginPath(path: string, search = ''): string {
  const here = `${path}${search ? `?${search.replace(/^\?/, '')}` : ''}`;
  return here === '/' || here === '/dashboard' || here.startsWith('/login') ? '/login' : `/login?${new URLSearchParams({ next: here })}`;
}

const DRAFT_KEY = 'draft:';

/** The form on screen, whose values are kept when the session expires under it. */
let current: { path: string; values: () => unknown } | null = null;

/** Registers the form on screen; returns its unregistration. */
export function registerDraft(path: string, values: () => unknown): () => void {
  const entry = { path, values };
  current = entry;
  return () => {
    if (current === entry) current = null;
  };
}

/** Keeps the values of the form on screen in this tab (sessionStorage) until that page is open again. */
export function keepDraft(): void {
  if (!current) return;
  try {
    sessionStorage.setItem(`${DRAFT_KEY}${current.path}`, JSON.stringify(current.values()));
  } catch {
    // values that cannot be kept (storage full) are lost, as before
  }
}

/** Forgets the values kept for `path` (once the form has taken them). */
export function dropDraft(path: string): void {
  sessionStorage.removeItem(`${DRAFT_KEY}${path}`);
}

/** The values kept for `path`, if any (read during render, so it leaves them in storage; see dropDraft). */
export function peekDraft(path: string): Record<string, unknown> | undefined {
  const text = sessionStorage.getItem(`${DRAFT_KEY}${path}`);
  if (text === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
