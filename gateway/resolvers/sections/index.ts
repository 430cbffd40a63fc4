import type { Resolvers } from '#gql/resolvers';
import { allSections } from './allSections.ts';
import { createSection, deleteSection, restoreSection, setSectionStatus, updateSection } from './mutations.ts';
import { section } from './section.ts';
import { sections } from './sections.ts';

/** Root fields of the sections area. */
export const sectionsResolvers = {
  Query: { sections, allSections, section },
  Mutation: { createSection, updateSection, setSectionStatus, deleteSection, restoreSection },
} satisfies Resolvers;
