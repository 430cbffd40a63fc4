import { sectionRecordSchema } from '#domain/schemas/replies';
import type { Section } from '#gql/resolvers';
import type { AreaMapper } from '../../lib/area-mapper.ts';
import { toStatus } from '../../lib/enums.ts';

const restSection = sectionRecordSchema;

/** REST section (§3) → GraphQL `Section`. */
export const sectionMapper: AreaMapper<typeof restSection, Section> = {
  rest: restSection,
  map: (section) => ({ id: section._id, name: section.name, status: toStatus(section.status), createdAt: section.createdAt, updatedAt: section.updatedAt }),
};
