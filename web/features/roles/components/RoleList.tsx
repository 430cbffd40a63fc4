import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { actionsColumn } from '../../../components/actionsColumn.tsx';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { switchColumn } from '../../../components/switchColumn.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { useRowDelete } from '../../../components/useRowDelete.ts';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { deleteRole } from '../api/deleteRole.ts';
import { listRoles } from '../api/listRoles.ts';
import { setRoleStatus } from '../api/setRoleStatus.ts';

type Row = Awaited<ReturnType<typeof listRoles>>['items'][number];

/** The roles list of §2.7: #, Date, Name, Status, Actions; ADD; pages in `?page=`. */
export function RoleList() {
  const principal = useSnapshot(session);
  const { rows, snap, loading, offset, pager } = usePagedRows(PAGE_SIZE, listRoles);
  const deletion = useRowDelete(rows, deleteRole);
  const changeStatus = switchRow(rows, setRoleStatus, 'status');

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    switchColumn<Row>(principal, 'roles', 'status', (row) => row.name, changeStatus),
    ...actionsColumn<Row>(principal, 'roles', '/roles', (row) => row.name, deletion.ask),
  ];

  return (
    <main className="screen">
      <PageHeader title="Roles">{can(principal, 'roles', 'add') && <LinkButton href="/roles/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Roles" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Roles')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
