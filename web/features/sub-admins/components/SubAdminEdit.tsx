import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getSubAdmin } from '../api/getSubAdmin.ts';
import { updateSubAdmin } from '../api/updateSubAdmin.ts';
import { SubAdminForm } from './SubAdminForm.tsx';

/** Edit Sub Admin (§2.14): the form filled from the saved record; a failed load returns to the list. */
export function SubAdminEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: sub, failed } = useLoad(id, () => getSubAdmin(id));
  if (failed) return <Redirect to="/subAdmins" />;
  if (!sub) return <p role="status">{GUARD_LOADING}</p>;
  return (
    <SubAdminForm
      key={sub.id}
      title="Edit Sub Admin"
      submitLabel="Save"
      isEdit
      initial={{ name: sub.name, email: sub.email, roleId: sub.role?.id ?? '', password: '' }}
      onSave={(form) => updateSubAdmin(sub.id, { ...form, password: form.password || undefined })}
    />
  );
}
