import { lazy } from 'react';
import { tablesArea } from '#domain/areas/tables';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { tablesApi } from './api.ts';

const PALETTE_HITS = 20;

/** Tables (§2.13), listed by date; found in the palette by name, with status and Feature switches. */
export const tablesResource = areaResource({
  declaration: tablesArea,
  singular: 'Table',
  icon: 'gallery',
  api: tablesApi,
  nameOf: (table) => table.name,
  screens: {
    list: lazy(() => import('./components/TableList.tsx').then((m) => ({ default: m.TableList }))),
    new: lazy(() => import('./components/TableNew.tsx').then((m) => ({ default: m.TableNew }))),
    view: lazy(() => import('./components/TableDetail.tsx').then((m) => ({ default: m.TableDetail }))),
    edit: lazy(() => import('./components/TableEdit.tsx').then((m) => ({ default: m.TableEdit }))),
  },
  // The palette's hits carry the Feature switch beside the status.
  search: async (text) =>
    (await tablesApi.list({ limit: PALETTE_HITS, offset: 0, search: text })).items.map((t) => ({
      id: t.id,
      label: t.name,
      isActive: t.status === 'ACTIVE',
      switches: [{ label: t.isFeatured ? 'Stop featuring' : 'Feature', run: () => tablesApi.setFeatured(t.id, !t.isFeatured) }],
    })),
});
