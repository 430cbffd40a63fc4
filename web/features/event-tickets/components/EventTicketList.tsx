import { useSnapshot, type Snapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { PAGE_SIZE } from '#domain/limits';
import { loadingText } from '#domain/messages';
import { offsetOf } from '#domain/pagination';
import { can } from '#domain/permissions';
import { ticketCountLine, ticketPriceLine } from '#domain/tickets/category-lines';
import { DataTable, type Column } from '../../../components/DataTable.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { StatusSwitch } from '../../../components/StatusSwitch.tsx';
import { LinkButton } from '../../../components/ui/LinkButton.tsx';
import { session } from '../../../lib/session.ts';
import { switchRow } from '../../../lib/switchRow.ts';
import { actionsColumn } from '../../../lib/table/actionsColumn.tsx';
import { imageColumn } from '../../../lib/table/imageColumn.tsx';
import { useRows } from '../../../lib/useRows.ts';
import { eventTicketsApi, type EventTicket } from '../api.ts';
import '../event-tickets.css';

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
 * category, the Status switch (on sale: it sends `isBlocked` as the inverse of its new value, §4),
 * view and edit; ADD. `?event=<eventId>` shows only the set of that event, with a way back to all.
 */
export function EventTicketList() {
  const principal = useSnapshot(session);
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const offset = offsetOf(page, PAGE_SIZE);
  const { rows, snap, loading } = useRows(`${eventId ?? ''}:${offset}`, () => eventTicketsApi.list({ limit: PAGE_SIZE, offset, eventId }));
  const block = switchRow(rows, eventTicketsApi.setBlocked, 'isBlocked');

  const columns: Column<Row>[] = [
    { header: 'Date', date: (row) => row.createdAt },
    imageColumn<Row>('Image', (row) => row.event.image, nameOf),
    { header: 'Name', cell: nameOf },
    { header: 'Event Date', date: (row) => row.event.date },
    { header: 'Category', cell: (row) => <Lines lines={row.categories.map(ticketCountLine)} /> },
    { header: 'Price', cell: (row) => <Lines lines={row.categories.map(ticketPriceLine)} /> },
    {
      header: 'Status',
      cell: (row) => <StatusSwitch label={`Status of ${nameOf(row)}`} isActive={!row.isBlocked} isDisabled={!can(principal, 'eventTickets', 'edit')} onChange={(on) => block(row.id, !on)} />,
    },
    // The list offers view and edit only (§2.10).
    ...actionsColumn<Row>(principal, 'eventTickets', LIST, nameOf, () => undefined, { view: true, edit: true, remove: false }),
  ];

  return (
    <main className="screen">
      <PageHeader title="Event Tickets">{can(principal, 'eventTickets', 'add') && <LinkButton href={`${LIST}/new`}>ADD</LinkButton>}</PageHeader>
      {eventId && (
        <div className="list-filter">
          <span>{snap.items[0] ? `Tickets of ${snap.items[0].event.name}` : 'Tickets of one event'}</span>
          <LinkButton variant="secondary" href={LIST}>Show all</LinkButton>
        </div>
      )}
      <DataTable caption="Event Tickets" rows={snap.items} columns={columns} offset={offset} loading={loading} loadingText={loadingText('Event Tickets')} />
      <Pagination count={snap.count} limit={PAGE_SIZE} page={page} onPage={(next) => setParams({ ...(eventId && { event: eventId }), page: String(next) })} />
    </main>
  );
}
