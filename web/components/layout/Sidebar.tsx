import { useEffect, useRef, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { canSee } from '#domain/permissions';
import type { NavItem } from '../../lib/resource.ts';
import { session, setDrawerOpen, toggleSidebar } from '../../lib/session.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

const isCurrent = (location: string, path: string) => location === path || location.startsWith(`${path}/`);
const WIDE = '(min-width: 1024px)';

/**
 * The open drawer is modal (the shell makes the rest inert): it takes the focus (its current entry),
 * Tab goes round inside it, Escape or Close menu closes it, and so does a window grown past the
 * drawer's width. Closed without a move to another screen, it gives the focus back to Menu.
 */
function useDrawerFocus(nav: RefObject<HTMLElement | null>, open: boolean): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      (nav.current?.querySelector<HTMLElement>('a[aria-current=page]') ?? nav.current?.querySelector<HTMLElement>('a'))?.focus();
      const close = () => setDrawerOpen(false);
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape') return close();
        // Tab goes round the drawer's own controls, as in a dialog.
        const stops = [...(nav.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [])];
        const [from, to] = event.shiftKey ? [stops[0], stops.at(-1)] : [stops.at(-1), stops[0]];
        if (event.key === 'Tab' && document.activeElement === from) {
          event.preventDefault();
          to?.focus();
        }
      };
      const wide = matchMedia(WIDE);
      addEventListener('keydown', onKey);
      wide.addEventListener('change', close);
      return () => {
        removeEventListener('keydown', onKey);
        wide.removeEventListener('change', close);
      };
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || nav.current?.contains(focused)) document.querySelector<HTMLElement>('[aria-controls="sidebar"]')?.focus();
  }, [nav, open]);
}

/** The fixed left sidebar of §2.1: the entries this account may see, collapsible, current one marked; below 1024 px a drawer the top bar's Menu opens. */
export function Sidebar({ items }: { items: readonly NavItem[] }) {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const nav = useRef<HTMLElement>(null);
  useDrawerFocus(nav, snap.isDrawerOpen);
  const visible = items.filter((item) => canSee(snap, item.access));
  return (
    <nav ref={nav} id="sidebar" className={`sidebar${snap.isCollapsed ? ' sidebar--collapsed' : ''}${snap.isDrawerOpen ? ' sidebar--open' : ''}`} aria-label="Main">
      {snap.isDrawerOpen ? (
        <Button variant="icon" className="sidebar__toggle" aria-label="Close menu" onPress={() => setDrawerOpen(false)}>
          <Icon name="close" />
        </Button>
      ) : (
        <Button variant="icon" className="sidebar__toggle" aria-label={snap.isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!snap.isCollapsed} onPress={toggleSidebar}>
          <Icon name="menu" />
        </Button>
      )}
      <ul>
        {visible.map((item) => {
          const current = isCurrent(location, item.path);
          return (
            <li key={item.key}>
              <Link href={item.path} className="sidebar__link" onClick={() => setDrawerOpen(false)} aria-current={current ? 'page' : undefined} title={snap.isCollapsed ? item.label : undefined}>
                <Icon name={item.icon} />
                <span className="sidebar__label">{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
