import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteTable, listTables, setTableFeatured, setTableStatus } from './api/tables.ts';

const PALETTE_HITS = 20;

/** Tables (§2.13), listed by date; found in the palette by name, with status and Feature switches. */
export const tablesResource: Resource = {
  key: 'tables',
  label: 'Tables',
  path: '/tables',
  icon: 'gallery',
  access: 'tables',
  screens: {
    list: lazy(() => import('./components/TableList.tsx').then((m) => ({ default: m.TableList }))),
    new: lazy(() => import('./components/TableNew.tsx').then((m) => ({ default: m.TableNew }))),
    view: lazy(() => import('./components/TableDetail.tsx').then((m) => ({ default: m.TableDetail }))),
    edit: lazy(() => import('./components/TableEdit.tsx').then((m) => ({ default: m.TableEdit }))),
  },
  createLabel: 'New table',
  records: {
    noun: 'table',
    search: async (text) =>
      (await listTables({ limit: PALETTE_HITS, offset: 0, search: text })).items.map((t) => ({
        id: t.id,
        label: t.name,
        isActive: t.status === 'ACTIVE',
        switches: [{ label: t.isFeatured ? 'Stop featuring' : 'Feature', run: () => setTableFeatured(t.id, !t.isFeatured) }],
      })),
    setActive: setTableStatus,
    remove: deleteTable,
  },
};
