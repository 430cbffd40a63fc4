import { z } from 'zod';
import type { Section } from '#gql/resolvers';
import { toStatus } from '../../lib/enums.ts';

/** REST section (§3). */
export const restSectionSchema = z.object({ _id: z.string(), name: z.string(), status: z.number().int(), createdAt: z.string() });

/** REST section → GraphQL `Section`. */
export const toSection = (section: z.infer<typeof restSectionSchema>): Section => ({ id: section._id, name: section.name, status: toStatus(section.status), createdAt: section.createdAt });
