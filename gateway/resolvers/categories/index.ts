import { categoriesArea } from '#domain/areas/categories';
import type { Resolvers } from '#gql/resolvers';
import { bulkResolvers } from '../../lib/area-resolvers.ts';
import * as mutations from './mutations.ts';
import { allCategories, categories, category, categoryRecords } from './queries.ts';

/** Root fields of the categories area. */
export const categoriesResolvers = {
  Query: { categories, allCategories, category, categoryRecords },
  Mutation: { ...mutations, ...bulkResolvers(categoriesArea) },
} satisfies Resolvers;
