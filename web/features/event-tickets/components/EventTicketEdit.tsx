import { useParams } from 'wouter';
import { CategoryType } from '#domain/floor/category-types';
import { GUARD_LOADING } from '#domain/messages';
import { eventTicketEditFormSchema } from '#domain/schemas/event-ticket';
import { useEditedRecord } from '../../../lib/useEditedRecord.ts';
import { eventTicketsApi } from '../api.ts';
import { EventTicketForm } from './EventTicketForm.tsx';
import { ListRedirect } from '../../../components/ListRedirect.tsx';

/** "Edit Event Ticket": the event's name read-only, the saved rows editable; a failed load returns to the list (§2.3); the save names the version it was made from. */
export function EventTicketEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: ticket, failed, round, reload } = useEditedRecord(id, eventTicketsApi.get);
  if (failed) return <ListRedirect list="/eventTickets" />;
  if (!ticket) return <p role="status">{GUARD_LOADING}</p>;
  const categories = ticket.categories.map((c) => ({ _id: c.id, type: CategoryType[c.type], name: c.name, offer: c.offer, price: String(c.price), totalTickets: String(c.totalTickets), bookedTickets: c.bookedTickets }));
  return (
    <EventTicketForm
      key={`${ticket.id}:${round}`}
      title="Edit Event Ticket"
      event={ticket.event}
      schema={eventTicketEditFormSchema}
      initial={{ eventId: ticket.event.id, categories }}
      version={ticket.updatedAt}
      onSave={(form, expectedUpdatedAt) => eventTicketsApi.update(ticket.id, form, expectedUpdatedAt)}
      onReload={reload}
    />
  );
}
