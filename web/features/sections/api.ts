import type { SectionForm } from '#domain/schemas/section';
import type { ListQuery } from '../../lib/area/AreaApi.ts';
import { createSection, deleteSection, getSection, listSections, restoreSection, setSectionStatus, updateSection } from './api/sections.ts';

/** The sections' calls (§2.11), one per declared operation; each change toasts its reply. */
export const sectionsApi = {
  list: ({ limit, offset, search, deleted, status }: ListQuery) => listSections({ limit, offset, search, deleted, status }),
  get: getSection,
  create: (form: SectionForm) => createSection(form),
  update: updateSection,
  setStatus: setSectionStatus,
  remove: deleteSection,
  restore: restoreSection,
};
