import { lazy } from 'react';
import { categoriesArea } from '#domain/areas/categories';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { categoriesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).categoriesApi, { list: true, get: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/** Categories (§2.12); found in the palette by name, with status and auto-renewal switches. */
export const categoriesResource = areaResource({
  declaration: categoriesArea,
  singular: 'Category',
  icon: 'book',
  api,
  nameOf: (category) => category.name,
  screens: {
    list: lazy(() => import('./components/CategoryList.tsx').then((m) => ({ default: m.CategoryList }))),
    new: lazy(() => import('./components/CategoryNew.tsx').then((m) => ({ default: m.CategoryNew }))),
    view: lazy(() => import('./components/CategoryDetail.tsx').then((m) => ({ default: m.CategoryDetail }))),
    edit: lazy(() => import('./components/CategoryEdit.tsx').then((m) => ({ default: m.CategoryEdit }))),
  },
  // The palette's hits carry the auto-renewal switch beside the status.
  switches: (c) => [{ label: c.autoRenewal ? 'Turn auto-renewal off' : 'Turn auto-renewal on', run: async () => (await import('./api/categories.ts')).setCategoryAutoRenewal(c.id, !c.autoRenewal) }],
});
