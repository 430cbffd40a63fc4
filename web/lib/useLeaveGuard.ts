import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { askToLeave, leaveGuard } from './leaveGuard.ts';

const internalHref = (anchor: HTMLAnchorElement): string | null => {
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}`;
  return path === `${window.location.pathname}${window.location.search}` ? null : path;
};

/** What the guard uses of the Navigation API (not in TypeScript's DOM types yet): the tab's history and its `navigate` event. */
interface Navigation extends EventTarget {
  traverseTo: (key: string) => unknown;
}
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string };
}

/**
 * While `dirty`, leaving the screen asks before discarding (issue 12): a link in the console
 * (sidebar, Logout, breadcrumbs), Cancel and the palette go through the Leave dialog, and closing
 * or reloading the tab through the browser's own prompt.
 *
 * Back and Forward too (the browser's buttons, keys, gestures, or its history menu's several steps),
 * through the same dialog: the Navigation API's `navigate` event stops the step before it is taken,
 * so the router never follows it and the form stays as it is; Stay keeps it so, Leave takes the step.
 * A step to another document (the page before the console) asks through the browser's prompt, as
 * closing the tab does. A step the browser does not let a page stop (the event is not cancelable:
 * a browser without the Navigation API, or one that stops pages trapping Back after a number of
 * tries without the user's input) is taken unasked, and a question left open closes with the form.
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
    const navigation = (window as { navigation?: Navigation }).navigation;
    const onNavigate = (event: Event) => {
      const { navigationType, destination, cancelable } = event as NavigateEvent;
      if (navigationType !== 'traverse' || !cancelable || !leaveGuard.dirty) return;
      event.preventDefault();
      // To the very entry the step was for, however many steps away (the history menu's).
      askToLeave(() => navigation?.traverseTo(destination.key));
    };
    window.addEventListener('beforeunload', onUnload);
    window.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      window.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
      // A question still open is about a form no longer there (a step the browser would not let be stopped took it away).
      Object.assign(leaveGuard, { dirty: false, pending: null });
    };
  }, [dirty]);
}
