import { useLocation } from 'wouter';
import { HOST_PASSWORD, hostEditSchema, hostFormSchema, type HostEdit } from '#domain/schemas/host';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';

type Values = { firstName: string; lastName: string; email: string; password: string };

/**
 * The host add/edit form (§2.14, §5): First Name, Last Name, Email, Password; on edit an empty
 * password keeps the current one. Save and Cancel go back to the list.
 */
export function HostForm({ title, initial, isEdit, submitLabel, onSave }: { title: string; initial: Values; isEdit: boolean; submitLabel: string; onSave: (form: HostEdit) => Promise<void> }) {
  const [, navigate] = useLocation();
  const { field, submit, busy } = useForm(isEdit ? hostEditSchema : hostFormSchema, initial);
  const save = async (parsed: HostEdit) => {
    await onSave(parsed);
    navigate('/hosts');
  };

  return (
    <FormScreen title={title} onSubmit={submit(save)} busy={busy} submitLabel={submitLabel} cancelTo="/hosts">
      <TextField label="First Name" {...field('firstName')} />
      <TextField label="Last Name" {...field('lastName')} />
      <TextField label="Email" type="email" {...field('email')} />
      <TextField label={isEdit ? 'New Password' : 'Password'} type="password" autoComplete="new-password" {...field('password')} />
      <p className="field__hint">{isEdit ? 'Leave empty to keep the current password.' : `At least ${HOST_PASSWORD.min} characters.`}</p>
    </FormScreen>
  );
}
