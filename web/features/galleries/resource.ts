import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';

/** Gallery (§2.14): pictures have no name to search by, so the palette offers the screen and "New gallery image". */
export const galleriesResource: Resource = {
  key: 'galleries',
  label: 'Gallery',
  path: '/galleries',
  icon: 'gallery',
  access: 'galleries',
  screens: {
    list: lazy(() => import('./components/GalleryList.tsx').then((m) => ({ default: m.GalleryList }))),
    new: lazy(() => import('./components/GalleryNew.tsx').then((m) => ({ default: m.GalleryNew }))),
  },
  createLabel: 'New gallery image',
};
