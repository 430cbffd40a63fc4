import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText, NOT_AVAILABLE } from '#domain/messages';
import { offsetOf } from '#domain/pagination';
import { can, showsActionsColumn } from '#domain/permissions';
import { ConfirmDelete } from '../../../components/ConfirmDelete.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { mediaUrl } from '../../../components/media/mediaUrl.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { dataVersion } from '../../../lib/dataVersion.ts';
import { patchRow, removeRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { deleteService } from '../api/deleteService.ts';
import { listServices } from '../api/listServices.ts';
import { setServiceStatus } from '../api/setServiceStatus.ts';
import '../services.css';

type Page = Awaited<ReturnType<typeof listServices>>;
type Row = Page['items'][number];
const NO_ROWS = proxy<Page>({ items: [], count: 0 });

/** The services list: #, Date, Image, Title, Description, Status, Actions; ADD; pages in `?page=`. */
export function ServiceList() {
  const principal = useSnapshot(session);
  const version = useSnapshot(dataVersion).value;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const loaded = useLoad(`${offset}:${version}`, async () => proxy(await listServices({ limit: PAGE_SIZE, offset })));
  const rows = loaded.data ?? NO_ROWS;
  const snap = useSnapshot(rows);
  const [deleting, setDeleting] = useState<string | null>(null);

  const changeStatus = async (id: string, active: boolean) => {
    await setServiceStatus(id, active);
    patchRow(rows, id, { status: active ? 'ACTIVE' : 'INACTIVE' });
  };
  const remove = async (id: string) => {
    await deleteService(id);
    removeRow(rows, id);
  };

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    { header: 'Image', cell: (row) => (row.image ? <img className="table-thumb" src={mediaUrl(row.image)} alt={row.title} /> : NOT_AVAILABLE) },
    { header: 'Title', cell: (row) => row.title },
    { header: 'Description', cell: (row) => <span className="clamp-text">{row.description}</span> },
    {
      header: 'Status',
      cell: (row) => (
        <StatusSwitch label={`Status of ${row.title}`} isActive={row.status === 'ACTIVE'} isDisabled={!can(principal, 'services', 'edit')} onChange={(active) => changeStatus(row.id, active)} />
      ),
    },
  ];
  if (showsActionsColumn(principal, 'services')) {
    columns.push({
      header: 'Actions',
      cell: (row) => (
        <div className="row-actions">
          {can(principal, 'services', 'view') && <LinkButton variant="icon" href={`/services/${row.id}`} label={`View ${row.title}`}><Icon name="eye" /></LinkButton>}
          {can(principal, 'services', 'edit') && <LinkButton variant="icon" href={`/services/${row.id}/edit`} label={`Edit ${row.title}`}><Icon name="edit" /></LinkButton>}
          {can(principal, 'services', 'del') && <Button variant="icon" aria-label={`Delete ${row.title}`} onPress={() => setDeleting(row.id)}><Icon name="trash" /></Button>}
        </div>
      ),
    });
  }

  return (
    <main className="screen">
      <PageHeader title="Services">{can(principal, 'services', 'add') && <LinkButton href="/services/new">ADD</LinkButton>}</PageHeader>
      <DataTable caption="Services" rows={snap.items} columns={columns} offset={offset} loading={loaded.loading} loadingText={loadingText('Services')} />
      <Pagination count={snap.count} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ page: String(next) })} />
      <ConfirmDelete isOpen={deleting !== null} onClose={() => setDeleting(null)} onConfirm={() => deleting && remove(deleting).catch(() => undefined)} />
    </main>
  );
}
