import { createUser } from '../api/createUser.ts';
import { UserForm } from './UserForm.tsx';

/** Add User: an empty form that creates a user (the country code starts as the venue's, +971). */
export function UserNew() {
  return <UserForm title="Add User" submitLabel="Add User" initial={{ firstName: '', lastName: '', email: '', mobileCode: '+971', mobileNo: '', dob: '' }} onSave={createUser} />;
}
