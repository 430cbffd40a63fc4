import { useSnapshot } from 'valtio';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText, NOT_AVAILABLE } from '#domain/messages';
import { can } from '#domain/permissions';
import { actionsColumn } from '../../../components/actionsColumn.tsx';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { mediaUrl } from '../../../components/media/mediaUrl.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { switchColumn } from '../../../components/switchColumn.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { useRowDelete } from '../../../components/useRowDelete.ts';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { deleteService } from '../api/deleteService.ts';
import { listServices } from '../api/listServices.ts';
import { setServiceStatus } from '../api/setServiceStatus.ts';
import '../services.css';

type Row = Awaited<ReturnType<typeof listServices>>['items'][number];

/** The services list: #, Date, Image, Title, Description, Status, Actions; ADD; pages in `?page=`. */
export function ServiceList() {
  const principal = useSnapshot(session);
  const { rows, snap, loading, offset, pager } = usePagedRows(PAGE_SIZE, listServices);
  const deletion = useRowDelete(rows, deleteService);
  const changeStatus = switchRow(rows, setServiceStatus, 'status');

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Image', cell: (row) => (row.image ? <img className="table-thumb" src={mediaUrl(row.image)} alt={row.title} /> : NOT_AVAILABLE) },
    { header: 'Title', cell: (row) => row.title },
    { header: 'Description', cell: (row) => <span className="clamp-text">{row.description}</span> },
    switchColumn<Row>(principal, 'services', 'status', (row) => row.title, changeStatus),
    ...actionsColumn<Row>(principal, 'services', '/services', (row) => row.title, deletion.ask),
  ];

  return (
    <main className="screen">
      <PageHeader title="Services">{can(principal, 'services', 'add') && <LinkButton href="/services/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Services" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Services')} />
      <Pagination {...pager} />
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}
