import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteService } from './api/deleteService.ts';
import { listServices } from './api/listServices.ts';
import { setServiceStatus } from './api/setServiceStatus.ts';

const PALETTE_HITS = 20;

/** Services (§2.14); found in the palette by title. */
export const servicesResource: Resource = {
  key: 'services',
  label: 'Services',
  path: '/services',
  icon: 'services',
  access: 'services',
  screens: {
    list: lazy(() => import('./components/ServiceList.tsx').then((m) => ({ default: m.ServiceList }))),
    new: lazy(() => import('./components/ServiceNew.tsx').then((m) => ({ default: m.ServiceNew }))),
    view: lazy(() => import('./components/ServiceDetail.tsx').then((m) => ({ default: m.ServiceDetail }))),
    edit: lazy(() => import('./components/ServiceEdit.tsx').then((m) => ({ default: m.ServiceEdit }))),
  },
  createLabel: 'New service',
  records: {
    noun: 'service',
    search: async (text) => {
      const page = await listServices({ limit: PALETTE_HITS, offset: 0, search: text });
      return page.items.map((service) => ({ id: service.id, label: service.title, isActive: service.status === 'ACTIVE' }));
    },
    setActive: setServiceStatus,
    remove: deleteService,
  },
};
