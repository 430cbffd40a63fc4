import { useLocation } from 'wouter';
import { subAdminEditFormSchema, subAdminFormSchema, type SubAdminEditForm } from '#domain/schemas/sub-admin';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useForm } from '../../../lib/useForm.ts';
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
  const { field, submit, busy } = useForm(isEdit ? subAdminEditFormSchema : subAdminFormSchema, initial);
  const roles = useLoad('roles', listRoleChoices).data ?? [];
  const save = async (parsed: SubAdminEditForm) => {
    await onSave({ ...parsed, password: parsed.password ?? '' });
    navigate('/subAdmins');
  };

  return (
    <FormScreen title={title} onSubmit={submit(save)} busy={busy} submitLabel={submitLabel} cancelTo="/subAdmins">
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" type="email" {...field('email')} />
      <SelectField label="Role" placeholder="Select Role" options={roles.map((r) => ({ value: r.id, label: r.name }))} {...field('roleId')} />
      <TextField label={isEdit ? 'New Password' : 'Password'} type="password" autoComplete="new-password" {...field('password')} />
      {isEdit && <p className="field__hint">Leave empty to keep the current password.</p>}
    </FormScreen>
  );
}
