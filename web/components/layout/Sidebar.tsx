import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { canSee } from '#domain/permissions';
import type { NavItem } from '../../lib/resource.ts';
import { session, setDrawerOpen, toggleSidebar } from '../../lib/session.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

const isCurrent = (location: string, path: string) => location === path || location.startsWith(`${path}/`);

/** The fixed left sidebar of §2.1: the entries this account may see, collapsible, current one marked; below 1024 px a drawer the top bar's Menu opens. */
export function Sidebar({ items }: { items: readonly NavItem[] }) {
  const snap = useSnapshot(session);
  const [location] = useLocation();
  const visible = items.filter((item) => canSee(snap, item.access));
  return (
    <nav id="sidebar" className={`sidebar${snap.isCollapsed ? ' sidebar--collapsed' : ''}${snap.isDrawerOpen ? ' sidebar--open' : ''}`} aria-label="Main">
      <Button variant="icon" className="sidebar__toggle" aria-label={snap.isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'} aria-expanded={!snap.isCollapsed} onPress={toggleSidebar}>
        <Icon name="menu" />
      </Button>
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
