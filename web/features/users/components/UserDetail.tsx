import { Redirect, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getUser } from '../api/getUser.ts';

/** User Detail (§2.6): names, email, mobile as code and number, DOB ("Invalid Date" when missing); Close. */
export function UserDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: user, failed } = useLoad(id, () => getUser(id));
  if (failed) return <Redirect to="/users" />;
  return (
    <DetailScreen title="User Detail" closeTo="/users">
      {user && (
        <>
          <DetailField label="First Name" value={user.firstName} />
          <DetailField label="Last Name" value={user.lastName} />
          <DetailField label="Email" value={user.email} />
          <DetailField label="Mobile" value={`${user.mobileCode} ${user.mobileNo}`} />
          <DetailField label="DOB" value={formatDate(user.dob)} />
        </>
      )}
    </DetailScreen>
  );
}
