import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';

/** The dashboard (§2.5): always visible; the home screen (§2.2's "/"), so the palette finds it as "home" too. */
export const dashboardResource: Resource = {
  key: 'dashboard',
  label: 'Dashboard',
  path: '/dashboard',
  icon: 'dashboard',
  access: 'dashboard',
  keywords: ['home'],
  screens: { list: lazy(() => import('./DashboardPage.tsx').then((m) => ({ default: m.DashboardPage }))) },
};
