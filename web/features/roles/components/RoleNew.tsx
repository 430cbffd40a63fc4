import { emptyPermissions } from '#domain/permissions';
import { createRole } from '../api/createRole.ts';
import { RoleForm } from './RoleForm.tsx';

/** Add Role (§2.7): an empty form that creates a role. */
export function RoleNew() {
  return <RoleForm title="Add Role" initial={{ name: '', permissions: emptyPermissions() }} onSave={createRole} />;
}
