import { Redirect, useParams } from 'wouter';
import { completePermissions } from '#domain/permissions';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getRole } from '../api/getRole.ts';
import { PermissionTable } from './PermissionTable.tsx';

/** Role Detail (§2.7): the name and a read-only permission table; a failed load returns to the list. */
export function RoleDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: role, failed } = useLoad(id, () => getRole(id));
  if (failed) return <Redirect to="/roles" />;
  return (
    <DetailScreen title="Role Detail" closeTo="/roles">
      {role && (
        <>
          <DetailField label="Role Name" value={role.name} />
          <PermissionTable value={completePermissions(role.permissions)} />
        </>
      )}
    </DetailScreen>
  );
}
