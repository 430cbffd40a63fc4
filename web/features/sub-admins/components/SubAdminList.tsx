import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText, NOT_AVAILABLE } from '#domain/messages';
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
import { deleteSubAdmin } from '../api/deleteSubAdmin.ts';
import { listSubAdmins } from '../api/listSubAdmins.ts';
import { setSubAdminBlocked } from '../api/setSubAdminBlocked.ts';

type Row = Awaited<ReturnType<typeof listSubAdmins>>['items'][number];

/** The sub-admins list (§2.14): #, Date, Name, Email, Role, Blocked switch, Actions; ADD; pages in `?page=`. */
export function SubAdminList() {
  const principal = useSnapshot(session);
  const { rows, snap, loading, offset, pager } = usePagedRows(PAGE_SIZE, listSubAdmins);
  const deletion = useRowDelete(rows, deleteSubAdmin);
  const changeBlocked = switchRow(rows, setSubAdminBlocked, 'isBlocked');

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Role', cell: (row) => row.role?.name ?? NOT_AVAILABLE },
    switchColumn<Row>(principal, 'subAdmins', 'isBlocked', (row) => row.name, changeBlocked),
    ...actionsColumn<Row>(principal, 'subAdmins', '/subAdmins', (row) => row.name, deletion.ask),
  ];

  return (
    <main className="screen">
      <PageHeader title="Sub Admins">{can(principal, 'subAdmins', 'add') && <LinkButton href="/subAdmins/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Sub Admins" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Sub Admins')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
