import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getUser } from '../api/getUser.ts';
import { updateUser } from '../api/updateUser.ts';
import { UserForm } from './UserForm.tsx';

/** Edit User (§2.6): the form filled from the saved user; a failed load returns to the list. */
export function UserEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: user, failed } = useLoad(id, () => getUser(id));
  if (failed) return <Redirect to="/users" />;
  if (!user) return <p role="status">{GUARD_LOADING}</p>;
  const { firstName, lastName, email, mobileCode, mobileNo } = user;
  return <UserForm key={user.id} title="Edit User" submitLabel="Save" initial={{ firstName, lastName, email, mobileCode, mobileNo, dob: user.dob ?? '' }} onSave={(form) => updateUser(user.id, form)} />;
}
