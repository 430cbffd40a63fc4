import { tablesArea } from '#domain/areas/tables';
import type { Resolvers } from '#gql/resolvers';
import { bulkResolvers } from '../../lib/area-resolvers.ts';
import * as mutations from './mutations.ts';
import { table, tables } from './queries.ts';

/** Root fields of the tables area. */
export const tablesResolvers = {
  Query: { tables, table },
  Mutation: { ...mutations, ...bulkResolvers(tablesArea) },
} satisfies Resolvers;
