import { createSection } from '../api/sections.ts';
import { SectionForm } from './SectionForm.tsx';

/** "Add Section": Name; buttons "Add Section" and Cancel. */
export function SectionNew() {
  return <SectionForm title="Add Section" submitLabel="Add Section" initial={{ name: '' }} onSave={createSection} />;
}
