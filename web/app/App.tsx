import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { usePageTitle } from './usePageTitle.ts';

// Each door loads only its own code: the login screen never downloads the shell, the areas or the palette.
const LoginPage = lazy(() => import('../features/auth/components/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));
const Protected = lazy(() => import('./Protected.tsx').then((m) => ({ default: m.Protected })));

/** The whole console: the bare login route, or the protected shell; toasts over both. */
export function App() {
  const [location] = useLocation();
  usePageTitle();
  return (
    <>
      {location === '/login' ? (
        <Suspense fallback={<LoadingScreen />}>
          <LoginPage />
        </Suspense>
      ) : (
        <Suspense fallback={<LoadingScreen />}>
          <Protected />
        </Suspense>
      )}
      <Toaster />
    </>
  );
}
