import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { listCategories, setCategoryAutoRenewal, setCategoryStatus } from './api/categories.ts';

const PALETTE_HITS = 20;

/** Categories (§2.12); found in the palette by name, with status and auto-renewal switches. */
export const categoriesResource: Resource = {
  key: 'categories',
  label: 'Categories',
  path: '/categories',
  icon: 'book',
  access: 'categories',
  screens: {
    list: lazy(() => import('./components/CategoryList.tsx').then((m) => ({ default: m.CategoryList }))),
    new: lazy(() => import('./components/CategoryNew.tsx').then((m) => ({ default: m.CategoryNew }))),
    view: lazy(() => import('./components/CategoryDetail.tsx').then((m) => ({ default: m.CategoryDetail }))),
    edit: lazy(() => import('./components/CategoryEdit.tsx').then((m) => ({ default: m.CategoryEdit }))),
  },
  createLabel: 'New category',
  records: {
    noun: 'category',
    search: async (text) =>
      (await listCategories({ limit: PALETTE_HITS, offset: 0, search: text })).items.map((c) => ({
        id: c.id,
        label: c.name,
        isActive: c.status === 'ACTIVE',
        switches: [{ label: c.autoRenewal ? 'Turn auto-renewal off' : 'Turn auto-renewal on', run: () => setCategoryAutoRenewal(c.id, !c.autoRenewal) }],
      })),
    setActive: setCategoryStatus,
  },
};
