import type { Resource } from '../../lib/resource.ts';

/** Words that name going to a screen, adding a record and signing out, as staff type them. */
export const GO_WORDS = ['go to', 'open', 'show', 'view', 'list', 'screen'];
export const CREATE_WORDS = ['new', 'add', 'create'];
export const SIGN_OUT_WORDS = ['sign out', 'log out', 'logout', 'signout', 'exit'];
export const SHORTCUT_WORDS = ['keyboard', 'keys', 'hotkeys', 'shortcuts', 'help'];
export const RESTORE_WORDS = ['restore', 'undelete', 'deleted', 'trash', 'bring back', 'recover'];

/** Every name of an area: its label, its key, its keywords and the declaration's nouns (one and many, the record noun, the replies' names). */
export function namesOf(resource: Resource): string[] {
  const nouns = resource.declaration?.nouns;
  const reply = nouns && 'reply' in nouns ? ((nouns as { reply?: readonly string[] }).reply ?? []) : [];
  const record = nouns && 'record' in nouns ? [(nouns as { record?: string }).record ?? ''] : [];
  return [resource.label, resource.key, ...(resource.keywords ?? []), ...(nouns ? [nouns.one, nouns.many] : []), ...record, ...reply, resource.records?.noun ?? ''].filter(Boolean);
}

/**
 * Whether a command answers what was typed: each word typed appears in its label or one of its
 * keywords ("add host" finds "New host", "galleries" finds Gallery, "logout" finds Sign out).
 * An empty search matches everything.
 */
export function matchesWords(texts: readonly string[], query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.map((t) => t.toLowerCase());
  // A plural typed finds the singular name too: "galleries" → "gallery", "hosts" → "host".
  const stem = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');
  return words.every((word) => haystack.some((text) => text.includes(word) || text.includes(stem(word))));
}
