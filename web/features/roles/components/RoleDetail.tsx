import { Redirect, useLocation, useParams } from 'wouter';
import { completePermissions } from '#domain/permissions';
import { GUARD_LOADING } from '#domain/messages';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getRole } from '../api/getRole.ts';
import { PermissionTable } from './PermissionTable.tsx';

/** Role Detail (§2.7): the name and a read-only permission table; a failed load returns to the list. */
export function RoleDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: role, failed } = useLoad(id, () => getRole(id));
  if (failed) return <Redirect to="/roles" />;
  return (
    <main className="screen">
      <PageHeader title="Role Detail" />
      {role ? (
        <>
          <p className="detail-field"><span className="detail-field__label">Role Name</span> <strong>{role.name}</strong></p>
          <PermissionTable value={completePermissions(role.permissions)} />
        </>
      ) : (
        <p role="status">{GUARD_LOADING}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate('/roles')}>Close</Button>
      </div>
    </main>
  );
}
