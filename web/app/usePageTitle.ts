import { useEffect } from 'react';

/** The tab's name on every screen: the console's own name after the screen's heading. */
export const APP_NAME = 'Venue Back-Office';

/** "Users · Venue Back-Office" while the screen's h1 says "Users"; the bare name where a screen has none. */
export const titleFor = (heading: string | undefined): string => (heading ? `${heading} · ${APP_NAME}` : APP_NAME);

/**
 * Keeps `document.title` on the screen's heading (WCAG 2.4.2), so a tab, the history and a screen
 * reader name the screen: each screen has one h1, which a detail screen fills once its record is read,
 * so the title follows the page's changes rather than the route.
 */
export function usePageTitle(): void {
  useEffect(() => {
    const apply = () => {
      const title = titleFor(document.querySelector('h1')?.textContent?.trim() || undefined);
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
