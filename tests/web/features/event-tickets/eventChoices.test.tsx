import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { addDays } from '#domain/floor/calendar-day';
import { EventTicketNew } from '../../../../web/features/event-tickets/components/EventTicketNew.tsx';
import { venueToday } from '../../../../web/lib/venueCalendar.ts';
import { useStack } from '../../support/stack.ts';

// "Add Event Ticket" offers only the events that can take a set, as the API lists them (ticketable).
const stack = useStack();
const silver = [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }];
const setFor = (eventId: string) => stack.seed('rest', { method: 'post', path: '/create/eventTicket', body: { eventId, categories: silver } });
let open: { _id: string; name: string };

beforeAll(async () => {
  const today = venueToday();
  const made = await stack.seed<{ _id: string; name: string }[]>('events', [
    { name: 'Long gone', date: addDays(today, -30) },
    { name: 'Already ticketed', date: addDays(today, 3) },
    { name: 'Still open', date: addDays(today, 5) },
  ]);
  await setFor(made[1]!._id);
  open = made[2]!;
});

const choices = () => [...(page.getByRole('combobox', { name: 'Event' }).element() as HTMLSelectElement).options].map((option) => option.text);

test('the Event select leaves out past events and events that already have a ticket set', async () => {
  await render(<EventTicketNew />);
  await expect.poll(choices).toHaveLength(2);
  expect(choices()[0]).toBe('Select Event');
  expect(choices()[1]).toMatch(/^Still open \(/);
  await expect.element(page.getByText(/No upcoming event is without a ticket set/)).not.toBeInTheDocument();
});

test('with no event left to choose, the select says so', async () => {
  await setFor(open._id);
  await render(<EventTicketNew />);
  await expect.element(page.getByRole('status').filter({ hasText: 'No upcoming event is without a ticket set. Add an event first, or edit an event’s set from the list.' })).toBeVisible();
  expect(choices()).toEqual(['Select Event']);
});
