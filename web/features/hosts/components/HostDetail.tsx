import { Redirect, useLocation, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { GUARD_LOADING } from '#domain/messages';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getHost } from '../api/getHost.ts';

/** Host Detail (§2.14): the record and that a password is set (never the password itself); Close. */
export function HostDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: host, failed } = useLoad(id, () => getHost(id));
  if (failed) return <Redirect to="/hosts" />;
  const fields: [string, string][] = host
    ? [
        ['First Name', host.firstName],
        ['Last Name', host.lastName],
        ['Email', host.email],
        ['Password', host.passwordSet ? 'set' : 'not set'],
        ['Blocked', host.isBlocked ? 'Yes' : 'No'],
        ['Date', formatDate(host.createdAt)],
      ]
    : [];
  return (
    <main className="screen">
      <PageHeader title="Host Detail" />
      {host ? (
        fields.map(([label, value]) => (
          <p className="detail-field" key={label}><span className="detail-field__label">{label}</span> <strong>{value}</strong></p>
        ))
      ) : (
        <p role="status">{GUARD_LOADING}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate('/hosts')}>Close</Button>
      </div>
    </main>
  );
}
