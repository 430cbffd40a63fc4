// A stand-in origin to read `next` against, as the browser would read it against the console's own.
const HERE = 'http://console.invalid';

/**
 * Where /login sends a user back to: a path inside the console, never another site or the login
 * itself. `next` is read as the browser reads a link, so "/\\evil.example" or a tab inside "//"
 * (which the browser takes for another host) is refused like "//evil.example".
 */
export function safeNext(next: string | null): string {
  if (!next?.startsWith('/')) return '/dashboard';
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return '/dashboard';
  }
  if (url.origin !== HERE || url.pathname === '/login' || url.pathname.startsWith('/login/')) return '/dashboard';
  return `${url.pathname}${url.search}${url.hash}`;
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
