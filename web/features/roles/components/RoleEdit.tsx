import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { completePermissions } from '#domain/permissions';
import { useLoad } from '../../../lib/useLoad.ts';
import { getRole } from '../api/getRole.ts';
import { updateRole } from '../api/updateRole.ts';
import { RoleForm } from './RoleForm.tsx';

/** Edit Role (§2.7): the form filled from the saved role; a failed load returns to the list. */
export function RoleEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: role, failed } = useLoad(id, () => getRole(id));
  if (failed) return <Redirect to="/roles" />;
  if (!role) return <p role="status">{GUARD_LOADING}</p>;
  return <RoleForm key={role.id} title="Edit Role" initial={{ name: role.name, permissions: completePermissions(role.permissions) }} onSave={(form) => updateRole(role.id, form)} />;
}
