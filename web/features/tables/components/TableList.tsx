import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { bookingStatusLabel, BookingStatus } from '#domain/floor/booking-status';
import { isDayString } from '#domain/floor/calendar-day';
import { venueToday } from '../../../lib/venueCalendar.ts';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { actionsColumn } from '../../../lib/table/actionsColumn.tsx';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { mediaUrl } from '../../../lib/media/mediaUrl.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { listColumns } from '../../../lib/table/listColumns.ts';
import { switchColumn } from '../../../lib/table/switchColumn.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { patchRow } from '../../../lib/pageRows.ts';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { reportError } from '../../../lib/toasts.ts';
import { DeletedLink } from '../../../components/area/DeletedLink.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { BY_STATUS } from '../../../lib/listStatus.ts';
import { restoreColumn } from '../../../lib/table/restoreColumn.tsx';
import { useDeletedView } from '../../../lib/useDeletedView.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { useRestoreRow } from '../../../lib/useRestoreRow.ts';
import { priceText } from '../../categories/components/CategoryList.tsx';
import { listTables, restoreTable, setTableFeatured, setTableStatus } from '../api/tables.ts';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { tablesArea } from '#domain/areas/tables';

type Row = Awaited<ReturnType<typeof listTables>>['items'][number];
const BOOKING_CODES = { AVAILABLE: BookingStatus.AVAILABLE, BOOKED: BookingStatus.BOOKED, HOLD: BookingStatus.HOLD } as const;

/**
 * The tables list (§2.13) as on a day: the date picker defaults to today in the venue, is kept in
 * `?date=` and sent as YYYY-MM-DD; Current Price and Booking Status are those of that day. Searched
 * by name (`?q=`), filtered by status (`?status=`); `?deleted=1` is its Deleted view with Restore.
 */
export function TableList() {
  const principal = useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const deleted = useDeletedView();
  const asked = params.get('date') ?? '';
  const date = isDayString(asked) ? asked : venueToday();
  const dated: Record<string, string> = asked === date ? { date } : {};
  const { query, kept, tools } = useListSearch(deleted ? { ...dated, deleted: '1' } : dated, deleted ? undefined : BY_STATUS);
  const { rows, snap, loading, failed, offset, pager } = usePagedRows(PAGE_SIZE, (page) => listTables({ ...page, ...query, date }), deleted, { ...kept, date });
  const restore = useRestoreRow(rows, restoreTable);
  const changeStatus = switchRow(rows, setTableStatus, 'status');
  // §4: the Feature switch changes the row only after a truthy reply.
  const changeFeatured = async (id: string, on: boolean) => {
    try {
      if (await setTableFeatured(id, on)) patchRow(rows, id, { isFeatured: on });
    } catch (error) {
      reportError(error);
    }
  };

  const shown = listColumns<typeof tablesArea, Row>(tablesArea, {
    Date: { date: (row) => row.createdAt },
    Image: { cell: (row) => <img className="table-thumb" src={mediaUrl(row.image)} alt={row.name} /> },
    Name: { cell: (row) => row.name },
    Capacity: { cell: (row) => row.capacity },
    'Floor/Section': { cell: (row) => row.section.name },
    Category: { cell: (row) => row.category.name },
    'Current Price': { cell: (row) => priceText(row.price) },
    'Booking Status': { cell: (row) => bookingStatusLabel(BOOKING_CODES[row.bookingStatus]) },
    ...(!deleted && {
      Status: switchColumn<Row>(principal, 'tables', 'status', (row) => row.name, changeStatus),
      Feature: { cell: (row) => <Switch label={`Feature ${row.name}`} isSelected={row.isFeatured} isDisabled={!can(principal, 'tables', 'edit')} onChange={(on) => void changeFeatured(row.id, on)} /> },
    }),
  });
  const columns: Column<Row>[] = deleted ? [...shown, ...restoreColumn<Row>(principal, 'tables', (row) => row.name, (id) => void restore(id))] : [
    ...shown,
    // The list offers view and edit only (§2.13).
    // A view from a list on another day shows the table as on that day.
    ...actionsColumn<Row>(principal, 'tables', '/tables', (row) => row.name, () => undefined, { view: true, edit: true, remove: false }, dated.date ? `?date=${dated.date}` : ''),
  ];

  return (
    <main className="screen">
      <PageHeader title={deleted ? 'Deleted Tables' : 'Tables'}>
        <DeletedLink principal={principal} access="tables" path="/tables" label="Tables" deleted={deleted} />
        {!deleted && can(principal, 'tables', 'add') && <LinkButton href="/tables/new">Add Table</LinkButton>}
        <ExportButton area={tablesArea} query={{ ...query, date, deleted }} />
      </PageHeader>
      <ListSearch label={deleted ? 'Deleted Tables' : 'Tables'} {...tools}>
        <TextField label="Date" type="date" value={date} onChange={(next) => isDayString(next) && setParams({ ...kept, date: next })} />
      </ListSearch>
      <DataTable caption={deleted ? 'Deleted Tables' : 'Tables'} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText('Tables')} />
      <Pagination {...pager} />
    </main>
  );
}
