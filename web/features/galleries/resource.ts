import { lazy } from 'react';
import { galleriesArea } from '#domain/areas/galleries';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { lazyApi } from '../../lib/area/lazyApi.ts';
import type { galleriesApi as Calls } from './api.ts';

/** Its calls, loaded with its first screen or search. */
const api = lazyApi<typeof Calls>(async () => (await import('./api.ts')).galleriesApi, { list: true, create: true, update: true, setStatus: true, remove: true, restore: true });

/**
 * Gallery (§2.14): a card grid whose pictures are added and edited in a dialog. They have no name:
 * the palette finds them by their file name, through the cross-area search (its list takes no text).
 */
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
  // As the cross-area search labels them, so a deleted one reads the same in "Restore gallery image…".
  hitLabel: (image) => `Gallery image · ${image.image.replace(/^.*\//, '')}`,
  search: false,
});
