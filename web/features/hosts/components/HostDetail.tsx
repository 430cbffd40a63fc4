import { Redirect, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getHost } from '../api/getHost.ts';

/** Host Detail (§2.14): the record and that a password is set (never the password itself); Close. */
export function HostDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: host, failed } = useLoad(id, () => getHost(id));
  if (failed) return <Redirect to="/hosts" />;
  return (
    <DetailScreen title="Host Detail" closeTo="/hosts">
      {host && (
        <>
          <DetailField label="First Name" value={host.firstName} />
          <DetailField label="Last Name" value={host.lastName} />
          <DetailField label="Email" value={host.email} />
          <DetailField label="Password" value={host.passwordSet ? 'set' : 'not set'} />
          <DetailField label="Blocked" value={host.isBlocked ? 'Yes' : 'No'} />
          <DetailField label="Date" value={formatDate(host.createdAt)} />
        </>
      )}
    </DetailScreen>
  );
}
