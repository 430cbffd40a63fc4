import { useSnapshot } from 'valtio';
import { CURRENCY, PAGE_SIZE } from '#domain/limits';
import { loadingText, NOT_AVAILABLE } from '#domain/messages';
import { can } from '#domain/permissions';
import { actionsColumn } from '../../../lib/table/actionsColumn.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { listColumns } from '../../../lib/table/listColumns.ts';
import { switchColumn } from '../../../lib/table/switchColumn.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { patchRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { DeletedLink } from '../../../components/area/DeletedLink.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { BY_STATUS } from '../../../lib/listStatus.ts';
import { restoreColumn } from '../../../lib/table/restoreColumn.tsx';
import { useDeletedView } from '../../../lib/useDeletedView.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { useRestoreRow } from '../../../lib/useRestoreRow.ts';
import { listCategories, restoreCategory, setCategoryAutoRenewal, setCategoryStatus } from '../api/categories.ts';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { categoriesArea } from '#domain/areas/categories';

type Row = Awaited<ReturnType<typeof listCategories>>['items'][number];

/** A price in AED, or "N/A" when no record covers today. */
export const priceText = (price: number | null | undefined): string => (price === null || price === undefined ? NOT_AVAILABLE : `${CURRENCY} ${price}`);

/**
 * The categories list (§2.12): #, Date, Image, Name, Table Count, Current Price, Auto Renewal, Status, Actions; ADD.
 * Searched by name (`?q=`), filtered by status (`?status=`); `?deleted=1` is its Deleted view with Restore.
 */
export function CategoryList() {
  const principal = useSnapshot(session);
  const deleted = useDeletedView();
  const { query, kept, tools } = useListSearch(deleted ? { deleted: '1' } : {}, deleted ? undefined : BY_STATUS);
  const { rows, snap, loading, failed, offset, pager } = usePagedRows(PAGE_SIZE, (page) => listCategories({ ...page, ...query }), deleted, kept);
  const restore = useRestoreRow(rows, restoreCategory);
  const changeStatus = switchRow(rows, setCategoryStatus, 'status');
  // Toggled like status (§4): the switch flips at once and falls back when the call fails. Switched
  // on, the category may have renewed at once: the row shows today's price of the reply.
  const changeRenewal = async (id: string, on: boolean) => {
    const { price } = await setCategoryAutoRenewal(id, on);
    patchRow(rows, id, { autoRenewal: on, price });
  };

  const shown = listColumns<typeof categoriesArea, Row>(categoriesArea, {
    Date: { date: (row) => row.createdAt },
    Image: { cell: (row) => <img className="table-thumb" src={mediaUrl(row.layout.image)} alt={row.layout.imageAlt || row.name} /> },
    Name: { cell: (row) => row.name },
    'Table Count': { cell: (row) => row.tableCount },
    'Current Price': { cell: (row) => priceText(row.price) },
    ...(!deleted && {
      'Auto Renewal': { cell: (row) => <StatusSwitch label={`Auto renewal of ${row.name}`} isActive={row.autoRenewal} isDisabled={!can(principal, 'categories', 'edit')} onChange={(on) => changeRenewal(row.id, on)} /> },
      Status: switchColumn<Row>(principal, 'categories', 'status', (row) => row.name, changeStatus),
    }),
  });
  const columns: Column<Row>[] = deleted ? [...shown, ...restoreColumn<Row>(principal, 'categories', (row) => row.name, (id) => void restore(id))] : [
    ...shown,
    // The list offers view and edit only (§2.12).
    ...actionsColumn<Row>(principal, 'categories', '/categories', (row) => row.name, () => undefined, { view: true, edit: true, remove: false }),
  ];

  return (
    <main className="screen">
      <PageHeader title={deleted ? 'Deleted Categories' : 'Categories'}>
        <DeletedLink principal={principal} access="categories" path="/categories" label="Categories" deleted={deleted} />
        {!deleted && can(principal, 'categories', 'add') && <LinkButton href="/categories/new">ADD</LinkButton>}
        <ExportButton area={categoriesArea} query={{ ...query, deleted }} />
      </PageHeader>
      <ListSearch label={deleted ? 'Deleted Categories' : 'Categories'} {...tools} />
      <DataTable caption={deleted ? 'Deleted Categories' : 'Categories'} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText('Categories')} />
      <Pagination {...pager} />
    </main>
  );
}
