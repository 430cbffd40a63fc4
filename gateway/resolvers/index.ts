import type { Resolvers } from '#gql/resolvers';
import { baseResolvers } from './base/index.ts';
import { rolesResolvers } from './roles/index.ts';
import { sessionResolvers } from './session/index.ts';

/** Every area registers its root fields here: one line per area. */
const areas: Resolvers[] = [baseResolvers, sessionResolvers, rolesResolvers];

const merge = (root: 'Query' | 'Mutation') => Object.assign({}, ...areas.map((area) => area[root] ?? {}));

/** The gateway's resolver map, merged from the areas. */
export const resolvers: Resolvers = { Query: merge('Query'), Mutation: merge('Mutation') };
