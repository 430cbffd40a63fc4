import type { Resolvers } from '#gql/resolvers';
import * as mutations from './mutations.ts';
import { table, tables } from './queries.ts';

/** Root fields of the tables area. */
export const tablesResolvers = {
  Query: { tables, table },
  Mutation: { ...mutations },
} satisfies Resolvers;
