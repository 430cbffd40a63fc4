import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { roleFormSchema, type RoleForm as RoleFormValues } from '#domain/schemas/role';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { PermissionGrid } from './PermissionGrid.tsx';

/** The role add/edit form (§2.7): Role Name, the permission grid, Save and Cancel back to the list. */
export function RoleForm({ title, initial, onSave }: { title: string; initial: RoleFormValues; onSave: (form: RoleFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { errorOf, touch, touchAll, parse } = useFieldErrors(roleFormSchema, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    const parsed = parse();
    if (!parsed) return;
    setBusy(true);
    try {
      await onSave(parsed);
      navigate('/roles');
    } catch {
      setBusy(false);
    }
  };

  return (
    <main className="screen">
      <PageHeader title={title} />
      <Form className="form" onSubmit={submit} validationBehavior="aria">
        <TextField label="Role Name" value={values.name} onChange={(name) => setValues((v) => ({ ...v, name }))} onBlur={() => touch('name')} error={errorOf('name')} />
        <PermissionGrid value={values.permissions} onChange={(permissions) => setValues((v) => ({ ...v, permissions }))} />
        {errorOf('permissions') && <p className="field__error" role="alert">{errorOf('permissions')}</p>}
        <div className="form-actions">
          <Button type="submit" isPending={busy}>Save</Button>
          <Button variant="secondary" onPress={() => navigate('/roles')}>Cancel</Button>
        </div>
      </Form>
    </main>
  );
}
