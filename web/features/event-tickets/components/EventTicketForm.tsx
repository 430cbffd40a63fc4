import { useLocation } from 'wouter';
import { z } from 'zod';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { LoadedSelectField } from '../../../components/form/LoadedSelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { numberFromText } from '../../../lib/form/numberFromText.ts';
import { listReturn } from '../../../lib/listReturn.ts';
import { useForm } from '../../../lib/useForm.ts';
import { useDraftStart } from '../../../lib/useUnsavedForm.ts';
import { formatVenueDate } from '../../../lib/venueCalendar.ts';
import { listTicketEvents } from '../api.ts';
import { CategoryRows, type TicketRowValues } from './CategoryRows.tsx';
import type { Reload } from '../../../lib/useOneSave.ts';

/** What the form edits: the event (add only) and the category rows. */
export interface TicketFormValues {
  eventId: string;
  categories: TicketRowValues[];
}

const LIST = '/eventTickets';

// Only events that can take a set are offered (none live yet, not past); with none, the select says so.
const NO_TICKETABLE_EVENT = 'No upcoming event is without a ticket set. Add an event first, or edit an event’s set from the list.';
const eventOptions = async () => (await listTicketEvents()).map((e) => ({ value: e.id, label: `${e.name} (${formatVenueDate(e.date)})` }));

/** The values as the schema reads them: numbers parsed, a new row without `_id`, no booked count, the event only on add. */
const toForm = ({ eventId, categories }: TicketFormValues, withEvent: boolean) => ({
  ...(withEvent && { eventId }),
  categories: categories.map(({ _id, bookedTickets: _booked, price, totalTickets, ...row }) => ({ ...row, ...(_id !== undefined && { _id }), price: numberFromText(price), totalTickets: numberFromText(totalTickets) })),
});

/**
 * "Add Event Ticket" and "Edit Event Ticket" (§2.10, §5): on add, the Event select; on edit, the
 * event's name read-only. Then the category rows, each message under its field; a save goes to the list.
 * An edit names the set's `version`, handed to `onSave` to send (a save over someone else's later
 * one is refused, with `onReload` and Save anyway).
 */
export function EventTicketForm<Parsed extends object>({ title, submitLabel, event, schema, initial, version, onSave, onReload }: {
  title: string;
  submitLabel?: string;
  /** The set's event on edit (shown, never changed); none on add, where it is chosen. */
  event?: { name: string };
  schema: z.ZodType<Parsed>;
  initial: TicketFormValues;
  version?: string;
  onSave: (parsed: Parsed, expectedUpdatedAt?: string) => Promise<unknown>;
  onReload?: Reload;
}) {
  const [, navigate] = useLocation();
  const form = useForm(
    z.preprocess((values) => toForm(values as TicketFormValues, !event), schema),
    useDraftStart(initial),
    version,
  );
  const save = async (parsed: Parsed, expectedUpdatedAt?: string) => {
    await onSave(parsed, expectedUpdatedAt);
    navigate(listReturn(LIST));
  };
  return (
    <FormScreen title={title} submitLabel={submitLabel} onSubmit={form.submit(save)} busy={form.busy} cancelTo={LIST} unsaved={{ values: form.values, initial }} stale={form.stale} onReload={onReload}>
      {event ? <TextField label="Event" value={event.name} isReadOnly /> : <LoadedSelectField label="Event" placeholder="Select Event" options={eventOptions} empty={NO_TICKETABLE_EVENT} {...form.field('eventId')} />}
      <CategoryRows rows={form.values.categories} onChange={(categories) => form.set({ categories })} errorAt={form.errorAt} touch={form.touch} />
    </FormScreen>
  );
}
