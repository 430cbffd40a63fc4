import type { Resolvers } from '#gql/resolvers';
import * as mutations from './mutations.ts';
import { allCategories, categories, category } from './queries.ts';

/** Root fields of the categories area. */
export const categoriesResolvers = {
  Query: { categories, allCategories, category },
  Mutation: { ...mutations },
} satisfies Resolvers;
