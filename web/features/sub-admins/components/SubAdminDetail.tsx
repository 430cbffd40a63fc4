import { Redirect, useLocation, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { GUARD_LOADING, NOT_AVAILABLE } from '#domain/messages';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getSubAdmin } from '../api/getSubAdmin.ts';

/** Sub Admin Detail (§2.14): the record, and that a password is set (never the password); Close. */
export function SubAdminDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: sub, failed } = useLoad(id, () => getSubAdmin(id));
  if (failed) return <Redirect to="/subAdmins" />;
  const fields: [string, string][] = sub
    ? [
        ['Name', sub.name],
        ['Email', sub.email],
        ['Role', sub.role?.name ?? NOT_AVAILABLE],
        ['Password', sub.passwordSet ? 'Set (hidden)' : 'Not set'],
        ['Blocked', sub.isBlocked ? 'Yes' : 'No'],
        ['Created', formatDate(sub.createdAt)],
      ]
    : [];
  return (
    <main className="screen">
      <PageHeader title="Sub Admin Detail" />
      {sub ? (
        fields.map(([label, value]) => (
          <p className="detail-field" key={label}><span className="detail-field__label">{label}</span> <strong>{value}</strong></p>
        ))
      ) : (
        <p role="status">{GUARD_LOADING}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate('/subAdmins')}>Close</Button>
      </div>
    </main>
  );
}
