import { z } from 'zod';
import { sectionsArea } from '#domain/areas/sections';
import type { QueryResolvers, Resolvers } from '#gql/resolvers';
import { areaResolvers } from '../../lib/area-resolvers.ts';
import { sectionMapper } from './mapper.ts';

const derived = areaResolvers(sectionsArea, sectionMapper, {
  create: ({ name }) => ({ name }),
  update: ({ id, name }) => ({ id, body: { name } }),
});

/** `allSections`: GET /get/all/sections, the table form's Section select. */
const allSections: NonNullable<QueryResolvers['allSections']> = async (_parent, _args, { rest }) => (await rest.get('/get/all/sections', z.array(sectionMapper.rest))).data.map(sectionMapper.map);

/** The sections area: standard fields derived from the declaration, plus the active list for the table form. */
export const sectionsResolvers = { ...derived, Query: { ...derived.Query, allSections } } satisfies Resolvers;
