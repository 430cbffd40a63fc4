import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The list last seen, with its query (search, status, page…), while the user stays in its area. */
let trail: { path: string; search: string } | null = null;

/**
 * Follows the user through the console: a list (`/users?page=3&q=a`) is remembered with its query
 * while the user moves inside its area (`/users/42`, `/users/42/edit`), and forgotten on leaving it.
 */
export function useListTrail(lists: readonly string[]): void {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (lists.includes(path)) trail = { path, search };
    else if (trail && !path.startsWith(`${trail.path}/`)) trail = null;
  }, [lists, path, search]);
}

/**
 * Where Close, Cancel, a save or a failed load returns to for the list at `path`: that list as the
 * user left it (its page and filters, issue 12) when they came from it, else the plain list.
 */
export function listReturn(path: string): string {
  return trail?.path === path && trail.search ? `${path}?${trail.search}` : path;
}
