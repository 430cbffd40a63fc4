import { useLocation } from 'wouter';
import { userFormSchema, type UserForm as UserFormValues } from '#domain/schemas/user';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';

type Values = Record<keyof UserFormValues, string>;

/** The user add/edit form (§2.6, §5): First Name, Last Name, Email, Mobile No. with its code, dob; Save and Cancel. */
export function UserForm({ title, initial, submitLabel, onSave }: { title: string; initial: Values; submitLabel: string; onSave: (form: UserFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const { field, submit, busy } = useForm(userFormSchema, initial);
  const save = async (parsed: UserFormValues) => {
    await onSave(parsed);
    navigate('/users');
  };

  return (
    <FormScreen title={title} onSubmit={submit(save)} busy={busy} submitLabel={submitLabel} cancelTo="/users">
      <TextField label="First Name" {...field('firstName')} />
      <TextField label="Last Name" {...field('lastName')} />
      <TextField label="Email" type="email" {...field('email')} />
      <div className="form-row">
        <TextField label="Code" {...field('mobileCode')} />
        <TextField label="Mobile No." type="tel" {...field('mobileNo')} />
      </div>
      <TextField label="dob" type="date" {...field('dob')} />
    </FormScreen>
  );
}
