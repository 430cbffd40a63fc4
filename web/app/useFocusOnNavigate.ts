import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { focusTarget } from '../lib/focusTarget.ts';

const WAIT_MS = 3000;

/**
 * After every navigation (a link, the palette, Back), focus moves to the new screen: the first
 * field of a form, else its heading, so a keyboard or screen-reader user starts where the content
 * does. Screens load lazily, so it waits (up to 3 s) for the new screen to be there: a `main` other
 * than the one it last gave the focus to, with no loading screen. (A screen whose code is already
 * loaded is there at once: it is not the old one kept waiting. Nor is another record on the same
 * screen: the routes draw it afresh, a `main` of its own, see AppRoutes.)
 */
export function useFocusOnNavigate(): void {
  const [location] = useLocation();
  const first = useRef(true);
  const last = useRef<Element | null>(null);
  useEffect(() => {
    // The first screen of a page load keeps the browser's own focus.
    if (first.current) {
      first.current = false;
      last.current = document.querySelector('main');
      return;
    }
    const started = performance.now();
    let frame = 0;
    const settle = () => {
      const main = document.querySelector('main');
      const loading = !main || main === last.current || document.querySelector('.loading-screen') !== null;
      if (loading && performance.now() - started < WAIT_MS) {
        frame = requestAnimationFrame(settle);
        return;
      }
      last.current = main;
      focusTarget()?.focus();
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [location]);
}
