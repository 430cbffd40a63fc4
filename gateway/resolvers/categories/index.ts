import type { Resolvers } from '#gql/resolvers';
import * as mutations from './mutations.ts';
import { allCategories, categories, category, categoryRecords } from './queries.ts';

/** Root fields of the categories area. */
export const categoriesResolvers = {
  Query: { categories, allCategories, category, categoryRecords },
  Mutation: { ...mutations },
} satisfies Resolvers;
