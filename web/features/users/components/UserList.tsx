import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { actionsColumn } from '../../../components/actionsColumn.tsx';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { useRowDelete } from '../../../components/useRowDelete.ts';
import { session } from '../../../lib/session.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { deleteUser } from '../api/deleteUser.ts';
import { listUsers } from '../api/listUsers.ts';

type Row = Awaited<ReturnType<typeof listUsers>>['items'][number];

/** The users list of §2.6: #, Date, Name, Dob, Email, Mobile No., Actions; ADD; pages in `?page=`. */
export function UserList() {
  const principal = useSnapshot(session);
  const { rows, snap, loading, offset, pager } = usePagedRows(PAGE_SIZE, listUsers);
  const deletion = useRowDelete(rows, deleteUser);

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Dob', date: (row) => row.dob },
    { header: 'Email', cell: (row) => row.email },
    { header: 'Mobile No.', cell: (row) => `${row.mobileCode} ${row.mobileNo}` },
    ...actionsColumn<Row>(principal, 'users', '/users', (row) => row.name, deletion.ask),
  ];

  return (
    <main className="screen">
      <PageHeader title="Users">{can(principal, 'users', 'add') && <LinkButton href="/users/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Users" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Users')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
