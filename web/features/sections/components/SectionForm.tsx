import { useLocation } from 'wouter';
import { sectionFormSchema, type SectionForm as SectionFormValues } from '#domain/schemas/section';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';

/** The section add/edit form (§2.11, §5): Name; the submit button, then Cancel back to the list. */
export function SectionForm({ title, submitLabel, initial, onSave }: { title: string; submitLabel?: string; initial: SectionFormValues; onSave: (form: SectionFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const { field, submit, busy } = useForm(sectionFormSchema, initial);
  const save = async (form: SectionFormValues) => {
    await onSave(form);
    navigate('/sections');
  };
  return (
    <FormScreen title={title} submitLabel={submitLabel} onSubmit={submit(save)} busy={busy} cancelTo="/sections">
      <TextField label="Name" {...field('name')} />
    </FormScreen>
  );
}
