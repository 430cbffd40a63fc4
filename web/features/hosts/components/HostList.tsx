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
import { deleteHost } from '../api/deleteHost.ts';
import { listHosts } from '../api/listHosts.ts';
import { setHostBlocked } from '../api/setHostBlocked.ts';

type Row = Awaited<ReturnType<typeof listHosts>>['items'][number];

/** The hosts list (§2.14): #, Date, Name, Email, Blocked switch, Actions; ADD; pages in `?page=`. */
export function HostList() {
  const principal = useSnapshot(session);
  const { rows, snap, loading, offset, pager } = usePagedRows(PAGE_SIZE, listHosts);
  const deletion = useRowDelete(rows, deleteHost);
  const changeBlocked = switchRow(rows, setHostBlocked, 'isBlocked');

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Email', cell: (row) => row.email },
    switchColumn<Row>(principal, 'hosts', 'isBlocked', (row) => row.name, changeBlocked),
    ...actionsColumn<Row>(principal, 'hosts', '/hosts', (row) => row.name, deletion.ask),
  ];

  return (
    <main className="screen">
      <PageHeader title="Hosts">{can(principal, 'hosts', 'add') && <LinkButton href="/hosts/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Hosts" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Hosts')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
