import { useEffect } from 'react';
import { proxy } from 'valtio';
import { navigate } from 'wouter/use-browser-location';

/** Whether the screen holds changes not saved, and the departure waiting for the user's answer. */
export const leaveGuard = proxy<{ dirty: boolean; pending: (() => void) | null }>({ dirty: false, pending: null });

/** Leaves at once when nothing is unsaved; otherwise asks first (the dialog runs `go` on Leave). */
export function askToLeave(go: () => void): void {
  if (!leaveGuard.dirty) go();
  else leaveGuard.pending = go;
}

/**
 * Asks as askToLeave does before `go` puts a new form in place of this one (Reload), but the form
 * stays guarded until the new one takes over: when `go` fails (the network down, the record gone),
 * leaving what was typed still asks.
 */
export function askToReplace(go: () => void): void {
  const { dirty } = leaveGuard;
  askToLeave(() => {
    leaveGuard.dirty = dirty;
    go();
  });
}

/** The user chose Leave: the changes are dropped and the departure goes ahead. */
export function confirmLeave(): void {
  const go = leaveGuard.pending;
  Object.assign(leaveGuard, { dirty: false, pending: null });
  go?.();
}

/** The user chose Stay. */
export function cancelLeave(): void {
  leaveGuard.pending = null;
}

/** A save went through: leaving no longer asks. */
export function markSaved(): void {
  leaveGuard.dirty = false;
}

const internalHref = (anchor: HTMLAnchorElement): string | null => {
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === `${window.location.pathname}${window.location.search}` ? null : path;
};

/**
 * While `dirty`, leaving the screen asks before discarding (issue 12): a link in the console
 * (sidebar, Logout, breadcrumbs), Cancel and the palette go through the Leave dialog, and closing
 * or reloading the tab through the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    leaveGuard.dirty = dirty;
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !leaveGuard.dirty) return;
      const path = internalHref(anchor);
      if (!path) return;
      event.preventDefault();
      event.stopPropagation();
      askToLeave(() => navigate(path));
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('click', onClick, true);
      leaveGuard.dirty = false;
    };
  }, [dirty]);
}
