import { useLocation } from 'wouter';
import { roleFormSchema, type RoleForm as RoleFormValues } from '#domain/schemas/role';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';
import { PermissionGrid } from './PermissionGrid.tsx';

/** The role add/edit form (§2.7): Role Name, the permission grid, Save and Cancel back to the list. */
export function RoleForm({ title, initial, onSave }: { title: string; initial: RoleFormValues; onSave: (form: RoleFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const form = useForm(roleFormSchema, initial);
  const save = async (parsed: RoleFormValues) => {
    await onSave(parsed);
    navigate('/roles');
  };

  return (
    <FormScreen title={title} onSubmit={form.submit(save)} busy={form.busy} cancelTo="/roles">
      <TextField label="Role Name" {...form.field('name')} />
      <PermissionGrid value={form.values.permissions} onChange={(permissions) => form.set({ permissions })} />
      {form.errorOf('permissions') && <p className="field__error" role="alert">{form.errorOf('permissions')}</p>}
    </FormScreen>
  );
}
