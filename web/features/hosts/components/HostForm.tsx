import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { HOST_PASSWORD, hostEditSchema, hostFormSchema, type HostEdit } from '#domain/schemas/host';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';

type Values = { firstName: string; lastName: string; email: string; password: string };

/**
 * The host add/edit form (§2.14, §5): First Name, Last Name, Email, Password; on edit an empty
 * password keeps the current one. Save and Cancel go back to the list.
 */
export function HostForm({ title, initial, isEdit, submitLabel, onSave }: { title: string; initial: Values; isEdit: boolean; submitLabel: string; onSave: (form: HostEdit) => Promise<void> }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(isEdit ? hostEditSchema : hostFormSchema, values);
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
      navigate('/hosts');
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
        <TextField label={isEdit ? 'New Password' : 'Password'} type="password" autoComplete="new-password" {...field('password')} />
        <p className="field__hint">{isEdit ? 'Leave empty to keep the current password.' : `At least ${HOST_PASSWORD.min} characters.`}</p>
        <div className="form-actions">
          <Button type="submit" isPending={busy}>{submitLabel}</Button>
          <Button variant="secondary" onPress={() => navigate('/hosts')}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
