import { addDays } from '#domain/floor/calendar-day';
import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { TableDetail } from '../../../../web/features/tables/components/TableDetail.tsx';
import { TableList } from '../../../../web/features/tables/components/TableList.tsx';
import { venueToday } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();
let table = { _id: '', name: '' };
const booked = addDays(venueToday(), 3);

beforeAll(async () => {
  table = await stack.seed<{ _id: string; name: string }>('table', 'Cabana 4');
  await stack.seed('tableBookedOn', { tableId: table._id, date: booked, state: 2 });
});

test('the list on a booked day links its view to that day (its edit stays the table\'s own page)', async () => {
  await renderAt(`/tables?date=${booked}&q=cabana`, <TableList />);
  const row = page.getByRole('row').filter({ hasText: 'Cabana 4' });
  await expect.element(row.getByText('Booked')).toBeVisible();
  await expect.element(row.getByRole('link', { name: 'View Cabana 4' })).toHaveAttribute('href', `/tables/${table._id}?date=${booked}`);
  await expect.element(row.getByRole('link', { name: 'Edit Cabana 4' })).toHaveAttribute('href', `/tables/${table._id}/edit`);
  // The day picked is one of the list's filters: in its search landmark with the search and the status.
  const tools = page.getByRole('search', { name: 'Tables' });
  await expect.element(tools.getByLabelText('Date', { exact: true })).toHaveValue(booked);
  await expect.element(tools.getByLabelText('Search', { exact: true })).toHaveValue('cabana');
});

test('the detail is of today without a date, of the day asked for with one', async () => {
  const screen = <Route path="/tables/:id"><TableDetail /></Route>;
  await renderAt(`/tables/${table._id}`, screen);
  await expect.element(page.getByText('Available')).toBeVisible();
  await renderAt(`/tables/${table._id}?date=${booked}`, screen);
  await expect.element(page.getByText('Booked')).toBeVisible();
  const [year, month, day] = booked.split('-');
  const shown = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]} ${day}, ${year}`;
  await expect.element(page.getByText(shown)).toBeVisible();
});
