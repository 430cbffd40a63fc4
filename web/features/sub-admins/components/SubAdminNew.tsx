import { createSubAdmin } from '../api/createSubAdmin.ts';
import { SubAdminForm } from './SubAdminForm.tsx';

/** Add Sub Admin (§2.14): an empty form that creates a sub-admin. */
export function SubAdminNew() {
  return <SubAdminForm title="Add Sub Admin" submitLabel="Add Sub Admin" isEdit={false} initial={{ name: '', email: '', roleId: '', password: '' }} onSave={createSubAdmin} />;
}
