import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { LoadingScreen } from '../components/LoadingScreen.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { Protected } from './Protected.tsx';

const LoginPage = lazy(() => import('../features/auth/components/LoginPage.tsx').then((m) => ({ default: m.LoginPage })));

/** The whole console: the bare login route, or the protected shell; toasts over both. */
export function App() {
  const [location] = useLocation();
  return (
    <>
      {location === '/login' ? (
        <Suspense fallback={<LoadingScreen />}>
          <LoginPage />
        </Suspense>
      ) : (
        <Protected />
      )}
      <Toaster />
    </>
  );
}
