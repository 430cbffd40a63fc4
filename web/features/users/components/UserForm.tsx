import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { userFormSchema, type UserForm as UserFormValues } from '#domain/schemas/user';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';

type Values = Record<keyof UserFormValues, string>;

/** The user add/edit form (§2.6, §5): First Name, Last Name, Email, Mobile No. with its code, dob; Save and Cancel. */
export function UserForm({ title, initial, submitLabel, onSave }: { title: string; initial: Values; submitLabel: string; onSave: (form: UserFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(userFormSchema, values);
  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => touch(name),
    error: errorOf(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const parsed = parse();
    if (!parsed) return;
    setBusy(true);
    try {
      await onSave(parsed);
      navigate('/users');
    } catch {
      setBusy(false);
    }
  };

  return (
    <main className="screen">
      <PageHeader title={title} />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField label="First Name" {...field('firstName')} />
        <TextField label="Last Name" {...field('lastName')} />
        <TextField label="Email" type="email" {...field('email')} />
        <div className="form-row">
          <TextField label="Code" {...field('mobileCode')} />
          <TextField label="Mobile No." type="tel" {...field('mobileNo')} />
        </div>
        <TextField label="dob" type="date" {...field('dob')} />
        <div className="form-actions">
          <Button type="submit" isPending={busy}>{submitLabel}</Button>
          <Button variant="secondary" onPress={() => navigate('/users')}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
