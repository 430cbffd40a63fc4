import { lazy } from 'react';
import { tablesArea } from '#domain/areas/tables';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { tablesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).tablesApi, { list: true, get: true, create: true, update: true, setStatus: true, setFeatured: true, remove: true, restore: true });

/** Tables (§2.13), listed by date; found in the palette by name, with status and Feature switches. */
export const tablesResource = areaResource({
  declaration: tablesArea,
  singular: 'Table',
  icon: 'gallery',
  api,
  nameOf: (table) => table.name,
  screens: {
    list: lazy(() => import('./components/TableList.tsx').then((m) => ({ default: m.TableList }))),
    new: lazy(() => import('./components/TableNew.tsx').then((m) => ({ default: m.TableNew }))),
    view: lazy(() => import('./components/TableDetail.tsx').then((m) => ({ default: m.TableDetail }))),
    edit: lazy(() => import('./components/TableEdit.tsx').then((m) => ({ default: m.TableEdit }))),
  },
  // The palette's hits carry the Feature switch beside the status.
  switches: (t) => [{ label: t.isFeatured ? 'Stop featuring' : 'Feature', run: () => api.setFeatured(t.id, !t.isFeatured) }],
});
