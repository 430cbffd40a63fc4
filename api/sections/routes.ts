import { z } from 'zod';
import { sectionsArea } from '#domain/areas/sections';
import { areaRoutes } from '../lib/area-routes.ts';
import { choicesRoute } from '../lib/choices-route.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { allActiveSections, changeSection, createSection, findSection, listSections, sectionsBulk } from './repository.ts';
import { sectionRecordSchema } from '#domain/schemas/replies';

/**
 * §7 Sections calls, guarded by the `sections` module (§6): the standard ones, and the live sections
 * for the table form's Floor/Section select, which those who add or edit tables may read too.
 */
export const sectionRoutes: GuardedRoute[] = [
  ...areaRoutes(sectionsArea, {
    list: listSections,
    find: findSection,
    create: createSection,
    update: (db, actorId, id, form) => changeSection(db, actorId, id, { action: 'update', values: form }),
    change: changeSection, bulk: sectionsBulk,
  }),
  choicesRoute(sectionsArea, '/get/all/sections', { output: z.array(sectionRecordSchema), readers: ['tables'], read: ({ db }) => allActiveSections(db) }),
];
