import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getSection, updateSection } from '../api/sections.ts';
import { SectionForm } from './SectionForm.tsx';

/** Edit Section: Name; Save and Cancel; a failed load returns to the list. */
export function SectionEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: section, failed } = useLoad(id, () => getSection(id));
  if (failed) return <Redirect to="/sections" />;
  if (!section) return <p role="status">{GUARD_LOADING}</p>;
  return <SectionForm key={section.id} title="Edit Section" initial={{ name: section.name }} onSave={(form) => updateSection(section.id, form)} />;
}
