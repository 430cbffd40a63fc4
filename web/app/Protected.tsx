import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Sidebar } from '../components/layout/Sidebar.tsx';
import { TopBar } from '../components/layout/TopBar.tsx';
import { refreshMe } from '../features/auth/api/refreshMe.ts';
import { session } from '../lib/session.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { Palette } from './palette/Palette.tsx';
import { resources } from './registry.ts';

/** §6 guard and §2.1 shell: no token → /login; "Loading..." until `me` answered; then the console. */
export function Protected() {
  const { token, ready } = useSnapshot(session);
  useEffect(() => {
    if (token && !ready) void refreshMe();
  }, [token, ready]);

  if (!token) return <Redirect to="/login" replace />;
  if (!ready) return <p className="guard-loading" role="status">{GUARD_LOADING}</p>;
  return (
    <div className="shell">
      <Sidebar items={resources} />
      <div className="shell__main">
        <TopBar />
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </div>
      <Palette />
    </div>
  );
}
