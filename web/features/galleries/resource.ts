import { lazy } from 'react';
import { galleriesArea } from '#domain/areas/galleries';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { galleriesApi } from './api.ts';

/** Gallery (§2.14): a card grid whose pictures are added and edited in a dialog; they have no name, so the palette does not search them. */
export const galleriesResource = areaResource({
  declaration: galleriesArea,
  singular: 'Gallery Image',
  noun: 'gallery image',
  icon: 'gallery',
  api: galleriesApi,
  nameOf: () => 'Gallery image',
  screens: {
    list: lazy(() => import('./components/GalleryList.tsx').then((m) => ({ default: m.GalleryList }))),
    new: lazy(() => import('./components/GalleryNew.tsx').then((m) => ({ default: m.GalleryNew }))),
    edit: false,
  },
  search: false,
});
