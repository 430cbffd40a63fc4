import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route, Switch } from 'wouter';
import { addDays } from '#domain/floor/calendar-day';
import { DashboardPage } from '../../../../web/features/dashboard/DashboardPage.tsx';
import { eventsResource } from '../../../../web/features/events/resource.ts';
import { venueTonight } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

/**
 * The dashboard's "Tonight's events" is a link into the events list as on tonight (the night of
 * `venueTonight`, until 06:00): the list shows the events the figure counts, tonight's active ones,
 * and no other. Against a real API and gateway.
 */
const stack = useStack();
const EventList = eventsResource.screens.list!;

const listed = () => page.getByRole('table', { name: 'Events' }).getByRole('row').elements().slice(1).map((row) => (row as HTMLTableRowElement).cells[3]?.textContent);

test("Tonight's events opens the events list on tonight's active events, with its Date and Status filters set; another day or none shows those", async () => {
  const tonight = venueTonight();
  const [, dark] = await stack.seed<{ _id: string }[]>('events', [
    { name: 'Tonight Gala', date: tonight },
    { name: 'Tonight Dark', date: tonight },
    { name: 'Tomorrow Jam', date: addDays(tonight, 1) },
    { name: 'Last Night Set', date: addDays(tonight, -1) },
  ]);
  await stack.graphql('mutation S($id: ID!) { setEventStatus(id: $id, status: INACTIVE) { message } }', { id: dark!._id });
  const location = await renderAt(
    '/dashboard',
    <Suspense fallback={null}>
      <Switch>
        <Route path="/dashboard"><DashboardPage /></Route>
        <Route path="/events"><EventList /></Route>
      </Switch>
    </Suspense>,
  );

  const figure = page.getByRole('link', { name: /Tonight's events/ });
  await expect.element(figure).toHaveTextContent('Tonight Gala · 10:00 PM');
  await figure.click();
  expect(location.history.at(-1)).toBe(`/events?date=${tonight}&status=active`);
  // The list's modules load on its first opening (in the test's dev server, transformed then).
  await expect.poll(listed, { timeout: 10_000 }).toEqual(['Tonight Gala']);
  const tools = page.getByRole('search', { name: 'Events' });
  await expect.element(tools.getByLabelText('Date')).toHaveValue(tonight);
  await expect.element(tools.getByRole('combobox', { name: 'Status' })).toHaveValue('active');

  // Another day: its events, the status filter kept.
  await tools.getByLabelText('Date').fill(addDays(tonight, 1));
  await expect.poll(() => location.history.at(-1)).toBe(`/events?status=active&date=${addDays(tonight, 1)}`);
  await expect.poll(listed).toEqual(['Tomorrow Jam']);

  // No day: every day's again.
  await tools.getByLabelText('Date').fill('');
  await expect.poll(() => location.history.at(-1)).toBe('/events?status=active');
  await expect.poll(async () => (await listed()).sort()).toEqual(['Last Night Set', 'Tomorrow Jam', 'Tonight Gala']);
});
