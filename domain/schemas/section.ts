import { z } from 'zod';
import { idField, deleteBodySchema, restoreBodySchema, statusBodySchema } from './record-bodies.ts';

export const SECTION_NAME_MAX = 100;

/** §5 section add and edit: Name required. */
export const sectionFormSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(SECTION_NAME_MAX, `Name must not exceed ${SECTION_NAME_MAX} characters`),
});
export type SectionForm = z.infer<typeof sectionFormSchema>;

/** §7 body shapes. */
export const createSectionSchema = sectionFormSchema.strict();
export const updateSectionSchema = sectionFormSchema.extend({ sectionId: idField('sectionId') }).strict();
export const sectionStatusSchema = statusBodySchema('sectionId');
export const deleteSectionSchema = deleteBodySchema('sectionId');
export const restoreSectionSchema = restoreBodySchema('sectionId');
