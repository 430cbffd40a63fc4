import { lazy } from 'react';
import type { Resource } from '../../lib/resource.ts';
import { deleteSection, listSections, setSectionStatus } from './api/sections.ts';

const PALETTE_HITS = 20;

/** Sections (§2.11): list, add and edit (no view screen); found in the palette by name. */
export const sectionsResource: Resource = {
  key: 'sections',
  label: 'Sections',
  path: '/sections',
  icon: 'services',
  access: 'sections',
  screens: {
    list: lazy(() => import('./components/SectionList.tsx').then((m) => ({ default: m.SectionList }))),
    new: lazy(() => import('./components/SectionNew.tsx').then((m) => ({ default: m.SectionNew }))),
    edit: lazy(() => import('./components/SectionEdit.tsx').then((m) => ({ default: m.SectionEdit }))),
  },
  createLabel: 'New section',
  records: {
    noun: 'section',
    search: async (text) => (await listSections({ limit: PALETTE_HITS, offset: 0, search: text })).items.map((s) => ({ id: s.id, label: s.name, isActive: s.status === 'ACTIVE' })),
    setActive: setSectionStatus,
    remove: deleteSection,
  },
};
