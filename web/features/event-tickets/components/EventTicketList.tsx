import { useSnapshot, type Snapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { can } from '#domain/permissions';
import { ticketCountLine, ticketPriceLine } from '#domain/tickets/category-lines';
import { isOnSale } from '#domain/tickets/on-sale';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { actionsColumn } from '../../../lib/table/actionsColumn.tsx';
import { imageColumn } from '../../../lib/table/imageColumn.tsx';
import { listColumns } from '../../../lib/table/listColumns.ts';
import { DeletedLink } from '../../../components/area/DeletedLink.tsx';
import { ListSearch } from '../../../components/area/ListSearch.tsx';
import { BY_SALE } from '../../../lib/listStatus.ts';
import { restoreColumn } from '../../../lib/table/restoreColumn.tsx';
import { useDeletedView } from '../../../lib/useDeletedView.ts';
import { useListSearch } from '../../../lib/useListSearch.ts';
import { usePagedRows } from '../../../lib/usePagedRows.ts';
import { useRestoreRow } from '../../../lib/useRestoreRow.ts';
import { eventTicketsApi, type EventTicket } from '../api.ts';
import '../event-tickets.css';
import { ExportButton } from '../../../components/area/ExportButton.tsx';
import { eventTicketsArea } from '#domain/areas/event-tickets';

const LIST = '/eventTickets';
type Row = Snapshot<EventTicket>;
const nameOf = (row: Row) => row.event.name;
const Lines = ({ lines }: { lines: readonly string[] }) => (
  <ul className="cell-lines">
    {lines.map((line, index) => (
      <li key={index}>{line}</li>
    ))}
  </ul>
);

/**
 * "Event Tickets" (§2.10): #, Date, the event's Image, Name and Event Date, booked/total and price per
 * category, the Status switch (on sale: it sends `isBlocked` as the inverse of its new value, §4;
 * an inactive set's is off and disabled, marked Inactive),
 * view and edit; ADD. `?event=<eventId>` shows only the set of that event, with a way back to all;
 * searched by event name (`?q=`), filtered by status (`?status=`, on sale or not); `?deleted=1` is its Deleted view.
 */
export function EventTicketList() {
  const principal = useSnapshot(session);
  const [params] = useSearchParams();
  const deleted = useDeletedView();
  const eventId = params.get('event') || undefined;
  const fixed: Record<string, string> = { ...(eventId && { event: eventId }), ...(deleted && { deleted: '1' }) };
  const { query: searched, kept, tools } = useListSearch(fixed, deleted ? undefined : BY_SALE);
  const query = { ...searched, eventId };
  const { rows, snap, loading, failed, offset, pager } = usePagedRows(PAGE_SIZE, (page) => eventTicketsApi.list({ ...page, ...query }), deleted, kept);
  const restore = useRestoreRow(rows, eventTicketsApi.restore);
  const block = switchRow(rows, eventTicketsApi.setBlocked, 'isBlocked');

  const shown = listColumns<typeof eventTicketsArea, Row>(eventTicketsArea, {
    Date: { date: (row) => row.createdAt },
    Image: imageColumn((row) => row.event.image, nameOf),
    Name: { cell: nameOf },
    'Event Date': { date: (row) => row.event.date },
    Category: { cell: (row) => <Lines lines={row.categories.map(ticketCountLine)} /> },
    Price: { cell: (row) => <Lines lines={row.categories.map(ticketPriceLine)} /> },
    ...(!deleted && {
      // Checked is on sale (domain/tickets/on-sale); an inactive set is off sale whatever its block, so
      // its switch is off and disabled, with the reason beside it, until the set is activated.
      Status: {
        cell: (row) =>
          row.status === 'ACTIVE' ? (
            <StatusSwitch label={`Status of ${nameOf(row)}`} isActive={isOnSale(row)} isDisabled={!can(principal, 'eventTickets', 'edit')} onChange={(on) => block(row.id, !on)} />
          ) : (
            <span className="cell-inactive">
              <Switch label={`Status of ${nameOf(row)}`} isSelected={false} isDisabled />
              Inactive
            </span>
          ),
      },
    }),
  });
  const columns: Column<Row>[] = deleted ? [...shown, ...restoreColumn<Row>(principal, 'eventTickets', nameOf, (id) => void restore(id))] : [
    ...shown,
    // The list offers view and edit only (§2.10).
    ...actionsColumn<Row>(principal, 'eventTickets', LIST, nameOf, () => undefined, { view: true, edit: true, remove: false }),
  ];

  return (
    <main className="screen">
      <PageHeader title={deleted ? 'Deleted Event Tickets' : 'Event Tickets'}>
        <DeletedLink principal={principal} access="eventTickets" path={LIST} label="Event Tickets" deleted={deleted} />
        {!deleted && can(principal, 'eventTickets', 'add') && <LinkButton href={`${LIST}/new`}>ADD</LinkButton>}
        <ExportButton area={eventTicketsArea} query={{ ...query, deleted }} />
      </PageHeader>
      <ListSearch label={deleted ? 'Deleted Event Tickets' : 'Event Tickets'} {...tools} />
      {eventId && (
        <div className="list-filter">
          <span>{snap.items[0] ? `Tickets of ${snap.items[0].event.name}` : 'Tickets of one event'}</span>
          <LinkButton variant="secondary" href={LIST}>Show all</LinkButton>
        </div>
      )}
      <DataTable caption={deleted ? 'Deleted Event Tickets' : 'Event Tickets'} rows={snap.items} columns={columns} offset={offset} loading={loading} failed={failed} loadingText={loadingText('Event Tickets')} />
      <Pagination {...pager} />
    </main>
  );
}
