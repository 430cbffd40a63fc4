import type { Resolvers } from '#gql/resolvers';
import { baseResolvers } from './base/index.ts';
import { followUsResolvers } from './follow-us/index.ts';
import { galleriesResolvers } from './galleries/index.ts';
import { hostsResolvers } from './hosts/index.ts';
import { menuResolvers } from './menu/index.ts';
import { rolesResolvers } from './roles/index.ts';
import { sectionsResolvers } from './sections/index.ts';
import { servicesResolvers } from './services/index.ts';
import { categoriesResolvers } from './categories/index.ts';
import { tablesResolvers } from './tables/index.ts';
import { sessionResolvers } from './session/index.ts';
import { subAdminsResolvers } from './sub-admins/index.ts';
import { usersResolvers } from './users/index.ts';

/** Every area registers its root fields here: one line per area. */
const areas: Resolvers[] = [baseResolvers, sessionResolvers, rolesResolvers, menuResolvers, servicesResolvers, galleriesResolvers, usersResolvers, hostsResolvers, subAdminsResolvers, followUsResolvers, sectionsResolvers, categoriesResolvers, tablesResolvers];

const merge = (root: 'Query' | 'Mutation') => Object.assign({}, ...areas.map((area) => area[root] ?? {}));

/** The gateway's resolver map, merged from the areas. */
export const resolvers: Resolvers = { Query: merge('Query'), Mutation: merge('Mutation') };
