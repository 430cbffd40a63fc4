import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session, setDrawerOpen } from '../../lib/session.ts';
import { Button } from '../ui/Button.tsx';
import { Icon } from '../ui/Icon.tsx';

/**
 * The top bar of §2.1: the drawer's Menu button (below 1024 px), then `children` (the shell's
 * palette button), "Welcome {name}" and a Logout link to the login route.
 */
export function TopBar({ children }: { children?: ReactNode }) {
  const { name, isDrawerOpen } = useSnapshot(session);
  return (
    <header className="topbar">
      <Button variant="icon" className="topbar__menu" aria-label="Menu" aria-controls="sidebar" aria-expanded={isDrawerOpen} onPress={() => setDrawerOpen(!isDrawerOpen)}>
        <Icon name="menu" />
      </Button>
      {children}
      <span className="topbar__welcome">Welcome {name}</span>
      <Link href="/login" className="topbar__logout">Logout</Link>
    </header>
  );
}
