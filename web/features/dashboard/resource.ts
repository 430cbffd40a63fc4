import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';

/** The dashboard (§2.5): always visible. */
export const dashboardResource: Resource = {
  key: 'dashboard',
  label: 'Dashboard',
  path: '/dashboard',
  icon: 'dashboard',
  access: 'dashboard',
  screens: { list: lazy(() => import('./DashboardPage.tsx').then((m) => ({ default: m.DashboardPage }))) },
};
