import { useParams } from 'wouter';
import { Status, statusLabel } from '#domain/codes';
import { categoryTypeLabel } from '#domain/floor/category-types';
import { CURRENCY } from '#domain/limits';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { useDataVersion } from '../../../lib/dataVersion.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';
import { eventTicketsApi } from '../api.ts';
import '../event-tickets.css';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/**
 * "Event Ticket Detail": the event's name and date, the set's status and block, and its categories
 * with offer, price, booked and total (the spec's Categories label was left empty); Close.
 */
export function EventTicketDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const version = useDataVersion();
  const { data: ticket, failed } = useLoad(`${id}:${version}`, () => eventTicketsApi.get(id));
  if (failed) return <ListRedirect list="/eventTickets" />;
  return (
    <DetailScreen title="Event Ticket Detail" closeTo="/eventTickets">
      {ticket && (
        <>
          <DetailField label="Event" value={ticket.event.name} />
          <DetailField label="Event Date" value={formatVenueDate(ticket.event.date)} />
          <DetailField label="Status" value={statusLabel(ticket.status === 'ACTIVE' ? Status.ACTIVE : Status.INACTIVE)} />
          <DetailField label="Blocked" value={ticket.isBlocked ? 'Yes' : 'No'} />
          {/* Six columns are wider than a phone: they scroll in their own box, not the page. */}
          <div className="table-scroll">
            <table className="data-table ticket-categories" aria-label="Categories">
              <caption className="detail-field__label">Categories</caption>
              <thead>
                <tr>
                  {['Category', 'Type', 'Offer', 'Price', 'Booked', 'Total Tickets'].map((header) => (
                    <th scope="col" key={header}>{header}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ticket.categories.map((c) => (
                  <tr key={c.id}>
                    <td>{c.name}</td>
                    <td>{categoryTypeLabel(c.type)}</td>
                    <td>{c.offer}</td>
                    <td>{`${CURRENCY} ${c.price}`}</td>
                    <td>{c.bookedTickets}</td>
                    <td>{c.totalTickets}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </DetailScreen>
  );
}
