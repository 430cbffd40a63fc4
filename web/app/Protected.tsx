import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { LeaveDialog } from '../components/LeaveDialog.tsx';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Sidebar } from '../components/layout/Sidebar.tsx';
import { TopBar } from '../components/layout/TopBar.tsx';
import { refreshMe } from '../features/auth/api/refreshMe.ts';
import { noAccessReason } from '../lib/access.ts';
import { loginPath } from '../lib/returnTo.ts';
import { session, setDrawerOpen } from '../lib/session.ts';
import { SkipLink } from '../components/layout/SkipLink.tsx';
import { useFocusOnNavigate } from './useFocusOnNavigate.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { LazyPalette } from './palette/LazyPalette.tsx';
import { PaletteButton } from './palette/PaletteButton.tsx';
import { resources } from './registry.ts';

/** §6 guard and §2.1 shell: no token → /login?next=<where the user was>; "Loading..." until `me` answered; then the console. */
export function Protected() {
  const { token, ready } = useSnapshot(session);
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (token && !ready) void refreshMe();
  }, [token, ready]);

  if (!token) return <Redirect to={loginPath(location, search)} replace />;
  if (!ready) return <p className="guard-loading" role="status">{GUARD_LOADING}</p>;
  return <Shell />;
}

function Shell() {
  useFocusOnNavigate();
  const principal = useSnapshot(session);
  const drawer = principal.isDrawerOpen;
  return (
    <div className="shell">
      {/* The open drawer is modal: the rest of the shell is out of reach until it closes. */}
      <SkipLink inert={drawer} />
      <Sidebar items={resources} />
      {drawer && <div className="drawer-backdrop" aria-hidden onClick={() => setDrawerOpen(false)} />}
      <div className="shell__main" inert={drawer}>
        <TopBar>
          <PaletteButton />
        </TopBar>
        {noAccessReason(principal) && <p className="shell__notice" role="status">{noAccessReason(principal)}</p>}
        <div id="content">
          <Suspense fallback={<LoadingScreen />}>
            <AppRoutes />
          </Suspense>
        </div>
      </div>
      <LazyPalette />
      <LeaveDialog />
    </div>
  );
}
