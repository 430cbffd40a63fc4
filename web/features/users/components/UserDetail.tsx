import { Redirect, useLocation, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { GUARD_LOADING } from '#domain/messages';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getUser } from '../api/getUser.ts';

/** User Detail (§2.6): names, email, mobile as code and number, DOB ("Invalid Date" when missing); Close. */
export function UserDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: user, failed } = useLoad(id, () => getUser(id));
  if (failed) return <Redirect to="/users" />;
  const fields: [string, string][] = user
    ? [
        ['First Name', user.firstName],
        ['Last Name', user.lastName],
        ['Email', user.email],
        ['Mobile', `${user.mobileCode} ${user.mobileNo}`],
        ['DOB', formatDate(user.dob)],
      ]
    : [];
  return (
    <main className="screen">
      <PageHeader title="User Detail" />
      {user ? (
        fields.map(([label, value]) => (
          <p className="detail-field" key={label}><span className="detail-field__label">{label}</span> <strong>{value}</strong></p>
        ))
      ) : (
        <p role="status">{GUARD_LOADING}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate('/users')}>Close</Button>
      </div>
    </main>
  );
}
