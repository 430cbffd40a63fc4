import { lazy } from 'react';
import { galleriesArea } from '#domain/areas/galleries';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { galleriesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).galleriesApi, { list: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/** Gallery (§2.14): a card grid whose pictures are added and edited in a dialog; they have no name, so the palette does not search them. */
export const galleriesResource = areaResource({
  declaration: galleriesArea,
  singular: 'Gallery Image',
  noun: 'gallery image',
  icon: 'gallery',
  api,
  nameOf: () => 'Gallery image',
  screens: {
    list: lazy(() => import('./components/GalleryList.tsx').then((m) => ({ default: m.GalleryList }))),
    new: lazy(() => import('./components/GalleryNew.tsx').then((m) => ({ default: m.GalleryNew }))),
    edit: false,
  },
  search: false,
});
