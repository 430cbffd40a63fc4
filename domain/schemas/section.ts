import { z } from 'zod';
import { nameText } from './text.ts';

export const SECTION_NAME_MAX = 100;

/** §5 section add and edit: Name required. */
export const sectionFormSchema = z.object({
  name: nameText('Name', SECTION_NAME_MAX),
});
export type SectionForm = z.infer<typeof sectionFormSchema>;
