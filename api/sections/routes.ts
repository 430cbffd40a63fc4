import { z } from 'zod';
import { sectionsArea } from '#domain/areas/sections';
import { standardMessages } from '#domain/declaration/standard-messages';
import { areaRoutes } from '../lib/area-routes.ts';
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
  {
    method: 'get',
    path: '/get/all/sections',
    area: sectionsArea.access,
    action: 'view',
    alsoAllowed: [
      { area: 'tables', action: 'add' },
      { area: 'tables', action: 'edit' },
    ],
    output: z.array(sectionRecordSchema), handler: async (_input, { db }) => ({ message: standardMessages(sectionsArea).listed, data: await allActiveSections(db) }),
  },
];
