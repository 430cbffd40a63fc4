import { z } from 'zod';
import type { QueryResolvers } from '#gql/resolvers';
import { restSectionSchema, toSection } from './restSection.ts';

/** `allSections`: GET /get/all/sections. */
export const allSections: NonNullable<QueryResolvers['allSections']> = async (_parent, _args, { rest }) => (await rest.get('/get/all/sections', z.array(restSectionSchema))).data.map(toSection);
