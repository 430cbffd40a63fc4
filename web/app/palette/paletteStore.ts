import { proxy } from 'valtio';
import type { RecordHit } from '../../lib/resource.ts';
import { loadRecents } from './recents.ts';

/** A nested page of the palette; the root page is the empty stack. */
export type PalettePage = { kind: 'record'; resourceKey: string; hit: RecordHit } | { kind: 'deleted'; resourceKey: string } | { kind: 'shortcuts' } | { kind: 'tablesOn' };

interface PaletteState {
  open: boolean;
  query: string;
  pages: PalettePage[];
  /** A record waiting for the Confirm Delete dialog. */
  deleting: { resourceKey: string; hit: RecordHit } | null;
}

/** The palette's state (DESIGN §7). */
export const palette = proxy<PaletteState>({ open: false, query: '', pages: [], deleting: null });

// Where the focus was when the palette opened: it goes back there when the palette closes on the same screen.
let returnTo: Element | null = null;

/** Opens the palette on its root page. */
export function openPalette(): void {
  if (!palette.open) returnTo = document.activeElement;
  loadRecents();
  Object.assign(palette, { open: true, query: '', pages: [] });
}

/** Closes the palette. */
export function closePalette(): void {
  palette.open = false;
}

/**
 * Once the closed palette has let the focus go (cmdk's dialog drops it on the page's body, having no
 * trigger to return to), gives it back to where it was, unless something else took it meanwhile (a
 * command's new screen, its dialog) or that place is gone.
 */
export function returnFocus(): void {
  const target = returnTo;
  returnTo = null;
  const focused = document.activeElement;
  if ((!focused || focused === document.body) && target instanceof HTMLElement && target.isConnected) target.focus();
}

/** Enters a nested page with an empty search. */
export function pushPage(page: PalettePage): void {
  palette.pages.push(page);
  palette.query = '';
}

/** Leaves the current nested page (Backspace on an empty search). */
export function popPage(): void {
  palette.pages.pop();
}

/** Sets the search text. */
export function setQuery(query: string): void {
  palette.query = query;
}

/** Closes the palette and asks to confirm deleting `hit`. */
export function askDelete(resourceKey: string, hit: RecordHit): void {
  palette.open = false;
  palette.deleting = { resourceKey, hit };
}

/** Drops the pending delete. */
export function clearDelete(): void {
  palette.deleting = null;
}
