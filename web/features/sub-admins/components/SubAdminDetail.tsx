import { Redirect, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getSubAdmin } from '../api/getSubAdmin.ts';

/** Sub Admin Detail (§2.14): the record, and that a password is set (never the password); Close. */
export function SubAdminDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: sub, failed } = useLoad(id, () => getSubAdmin(id));
  if (failed) return <Redirect to="/subAdmins" />;
  return (
    <DetailScreen title="Sub Admin Detail" closeTo="/subAdmins">
      {sub && (
        <>
          <DetailField label="Name" value={sub.name} />
          <DetailField label="Email" value={sub.email} />
          <DetailField label="Role" value={sub.role?.name ?? NOT_AVAILABLE} />
          <DetailField label="Password" value={sub.passwordSet ? 'Set (hidden)' : 'Not set'} />
          <DetailField label="Blocked" value={sub.isBlocked ? 'Yes' : 'No'} />
          <DetailField label="Created" value={formatDate(sub.createdAt)} />
        </>
      )}
    </DetailScreen>
  );
}
