import { createSectionSchema, deleteSectionSchema, restoreSectionSchema, sectionStatusSchema, updateSectionSchema } from '#domain/schemas/section';
import { createAudited, findLiveView } from '../lib/audited-records.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { standardRoute, type StandardArea, type StandardChange } from '../lib/standard-route.ts';
import { validate } from '../lib/validate.ts';
import { SECTION_MESSAGES } from './messages.ts';
import { allActiveSections, changeSection, listSections, sectionArea } from './repository.ts';

const sections: StandardArea<StandardChange, 'sectionId'> = {
  area: 'sections',
  idKey: 'sectionId',
  notFound: SECTION_MESSAGES.notFound,
  change: (db, actorId, id, change) => changeSection(db, actorId, id, change),
};

/** §7 Sections calls, guarded by the `sections` module (§6). */
export const sectionRoutes: GuardedRoute[] = [
  standardRoute.list(sections, '/get/sections', SECTION_MESSAGES.listed, listSections),
  { method: 'get', path: '/get/all/sections', area: sections.area, action: 'view', handler: async (_input, { db }) => ({ message: SECTION_MESSAGES.listed, data: await allActiveSections(db) }) },
  standardRoute.get(sections, '/get/section/:sectionId', SECTION_MESSAGES.fetched, (db, id) => findLiveView(db, sectionArea, id)),
  standardRoute.create(sections, '/create/section', createSectionSchema, SECTION_MESSAGES.created, (db, actorId, form) => createAudited(db, actorId, sectionArea, form)),
  {
    method: 'patch',
    path: '/update/section',
    area: sections.area,
    action: 'edit',
    handler: async ({ body, actor }, { db }) => {
      const { sectionId, ...values } = validate(updateSectionSchema, body);
      return { message: SECTION_MESSAGES.updated, data: await changeSection(db, actor.id, sectionId, { action: 'update', values }) };
    },
  },
  standardRoute.status(sections, '/update/section/status', sectionStatusSchema, SECTION_MESSAGES.statusUpdated),
  standardRoute.remove(sections, '/delete/section', deleteSectionSchema, SECTION_MESSAGES.deleted),
  standardRoute.restore(sections, '/restore/section', restoreSectionSchema, SECTION_MESSAGES.restored),
];
