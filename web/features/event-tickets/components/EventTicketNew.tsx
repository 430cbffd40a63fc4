import { CATEGORY_TYPES } from '#domain/floor/category-types';
import { eventTicketFormSchema } from '#domain/schemas/event-ticket';
import { eventTicketsApi } from '../api.ts';
import { newTicketRow } from './CategoryRows.tsx';
import { EventTicketForm } from './EventTicketForm.tsx';

/** "Add Event Ticket": no event chosen yet, one row per category type (§2.10). */
export function EventTicketNew() {
  return <EventTicketForm title="Add Event Ticket" submitLabel="Add Event Ticket" schema={eventTicketFormSchema} initial={{ eventId: '', categories: CATEGORY_TYPES.map(newTicketRow) }} onSave={eventTicketsApi.create} />;
}
