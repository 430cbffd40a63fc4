import type { QueryResolvers } from '#gql/resolvers';
import { restSectionSchema, toSection } from './restSection.ts';

/** `section(id)`: one section. */
export const section: NonNullable<QueryResolvers['section']> = async (_parent, { id }, { rest }) => toSection((await rest.get(`/get/section/${encodeURIComponent(id)}`, restSectionSchema)).data);
