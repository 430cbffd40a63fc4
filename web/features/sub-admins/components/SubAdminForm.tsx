import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { subAdminEditFormSchema, subAdminFormSchema, type SubAdminEditForm } from '#domain/schemas/sub-admin';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { listRoleChoices } from '../api/listRoleChoices.ts';

type Values = { name: string; email: string; roleId: string; password: string };

/**
 * The sub-admin add/edit form (§2.14, §5): Name, Email, Role (active roles) and Password; on edit
 * an empty password keeps the current one. Save goes back to the list, Cancel too.
 */
export function SubAdminForm({ title, initial, isEdit, submitLabel, onSave }: {
  title: string;
  initial: Values;
  isEdit: boolean;
  submitLabel: string;
  onSave: (form: SubAdminEditForm & { password: string }) => Promise<void>;
}) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(isEdit ? subAdminEditFormSchema : subAdminFormSchema, values);
  const roles = useLoad('roles', listRoleChoices).data ?? [];
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const parsed = parse();
    if (!parsed) return;
    setBusy(true);
    try {
      await onSave({ ...parsed, password: parsed.password ?? '' });
      navigate('/subAdmins');
    } catch {
      setBusy(false);
    }
  };

  return (
    <main className="screen">
      <PageHeader title={title} />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField label="Name" value={values.name} onChange={set('name')} onBlur={() => touch('name')} error={errorOf('name')} />
        <TextField label="Email" type="email" value={values.email} onChange={set('email')} onBlur={() => touch('email')} error={errorOf('email')} />
        <SelectField label="Role" placeholder="Select Role" value={values.roleId} options={roles.map((r) => ({ value: r.id, label: r.name }))} onChange={set('roleId')} onBlur={() => touch('roleId')} error={errorOf('roleId')} />
        <TextField
          label={isEdit ? 'New Password' : 'Password'}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          onBlur={() => touch('password')}
          error={errorOf('password')}
        />
        {isEdit && <p className="field__hint">Leave empty to keep the current password.</p>}
        <div className="form-actions">
          <Button type="submit" isPending={busy}>{submitLabel}</Button>
          <Button variant="secondary" onPress={() => navigate('/subAdmins')}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
