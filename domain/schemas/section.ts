import { z } from 'zod';

export const SECTION_NAME_MAX = 100;

/** §5 section add and edit: Name required. */
export const sectionFormSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(SECTION_NAME_MAX, `Name must not exceed ${SECTION_NAME_MAX} characters`),
});
export type SectionForm = z.infer<typeof sectionFormSchema>;
