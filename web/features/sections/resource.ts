import { lazy } from 'react';
import { sectionsArea } from '#domain/areas/sections';
import { areaResource } from '../../lib/area/areaResource.tsx';
import { sectionsApi } from './api.ts';

/** Sections (§2.11): list, add and edit (no view screen); found in the palette by name. */
export const sectionsResource = areaResource({
  declaration: sectionsArea,
  singular: 'Section',
  icon: 'services',
  api: sectionsApi,
  nameOf: (section) => section.name,
  screens: {
    list: lazy(() => import('./components/SectionList.tsx').then((m) => ({ default: m.SectionList }))),
    new: lazy(() => import('./components/SectionNew.tsx').then((m) => ({ default: m.SectionNew }))),
    view: false,
    edit: lazy(() => import('./components/SectionEdit.tsx').then((m) => ({ default: m.SectionEdit }))),
  },
});
