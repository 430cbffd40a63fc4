import { Command } from 'cmdk';
import { useLocation } from 'wouter';
import { addDays, isDayString } from '#domain/floor/calendar-day';
import { venueToday } from '../../lib/venueCalendar.ts';
import { closePalette } from './paletteStore.ts';

/** The day a typed text names: YYYY-MM-DD, "today" or "tomorrow" (venue days); undefined otherwise. */
const dayOf = (text: string): string | undefined => {
  const typed = text.trim().toLowerCase();
  if (typed === 'today') return venueToday();
  if (typed === 'tomorrow') return addDays(venueToday(), 1);
  return isDayString(typed) ? typed : undefined;
};

/** The "Tables on…" page: the search box takes a date, and Enter opens the tables list on it. */
export function TablesOnDate({ query }: { query: string }) {
  const [, navigate] = useLocation();
  const day = dayOf(query);
  return (
    <Command.Group heading="Tables on a date">
      {day ? (
        <Command.Item value={`tables-on:${day}`} onSelect={() => (closePalette(), navigate(`/tables?date=${day}`))}>{`Open tables on ${day}`}</Command.Item>
      ) : (
        <Command.Item value="tables-on:hint" disabled>Type a date as YYYY-MM-DD, or today / tomorrow</Command.Item>
      )}
    </Command.Group>
  );
}
