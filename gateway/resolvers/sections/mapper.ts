import { z } from 'zod';
import type { Section } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restSection = z.object({ _id: z.string(), name: z.string(), status: z.number().int(), createdAt: z.string() });

/** REST section (§3) → GraphQL `Section`. */
export const sectionMapper: AreaMapper<typeof restSection, Section> = {
  rest: restSection,
  map: (section) => ({ id: section._id, name: section.name, status: toStatus(section.status), createdAt: section.createdAt }),
};
