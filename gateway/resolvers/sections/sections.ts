import type { QueryResolvers } from '#gql/resolvers';
import { readPage } from '../../lib/page.ts';
import { restSectionSchema, toSection } from './restSection.ts';

/** `sections(limit, offset, search)`: one page of sections, searched by name. */
export const sections: NonNullable<QueryResolvers['sections']> = (_parent, { limit, offset, search }, { rest }) =>
  readPage(rest, '/get/sections', restSectionSchema, toSection, { limit, offset, search });
