import { beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route } from 'wouter';
import { addDays } from '#domain/floor/calendar-day';
import { SpecForm } from '../../../../web/components/form/SpecForm.tsx';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { eventsApi } from '../../../../web/features/events/api.ts';
import { eventForms } from '../../../../web/features/events/forms.ts';
import { venueToday } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();
let ipId = '';

/** An event with the IP, made through REST; its id. */
const makeEvent = async (name: string) => {
  const image = await stack.seed<string>('media', 'events');
  const made = await stack.seed<{ _id: string }>('rest', {
    method: 'post',
    path: '/create/event',
    body: { ip: ipId, name, image, date: addDays(new Date().toISOString().slice(0, 10), 7), time: '21:30', summary: 'Lights', popularity: 2, inclusions: ['Entry'], howToRedeem: ['QR'], itinerary: ['Doors'], importantInformation: ['21+'], categories: [] },
  });
  return made._id;
};

/** The edit screen as the router shows it, for the event as the web reads it. */
const openEdit = async (id: string) => {
  const event = await eventsApi.get(id);
  return renderAt(`/events/${id}/edit`, <><Route path="/events/:id/edit"><SpecForm spec={eventForms.edit} source={event} title="Edit Event" backTo="/events" onSave={(form) => eventsApi.update(event.id, form)} /></Route><Toaster /></>);
};
const ipOf = async (id: string) => (await stack.graphql<{ event: { ip: { id: string } | null; address: string } }>(`{ event(id: "${id}") { ip { id } address } }`)).event;

beforeAll(async () => {
  const icon = await stack.seed<string>('media', 'intellectualProperties');
  ipId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/intellectualProperty', body: { name: 'Afterglow', fullName: 'Afterglow Nights', icon } }))._id;
});

test('emptying the IP select and saving removes the IP (the form sends ipId: null, since one left out is kept)', async () => {
  const id = await makeEvent('Neon Nights');
  const location = await openEdit(id);
  const select = page.getByRole('combobox', { name: 'IP' });
  await expect.element(select).toHaveValue(ipId);
  await userEvent.selectOptions(select, 'Select IP');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Event updated successfully')).toBeVisible();
  await expect.poll(() => location.history.at(-1)).toBe('/events');
  expect(await ipOf(id)).toMatchObject({ ip: null });
});

test('saving without touching the IP keeps it', async () => {
  const id = await makeEvent('Moon Nights');
  await openEdit(id);
  await page.getByLabelText('Name').fill('Moon Nights II');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Event updated successfully')).toBeVisible();
  expect(await ipOf(id)).toMatchObject({ ip: { id: ipId } });
});

test('a category row is the chosen category and its price: no Name of its own, and the event shows the category\'s name', async () => {
  const layout = await stack.seed<string>('media', 'category');
  const gold = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Gold', layout: { image: layout, imageAlt: 'Gold' } } });
  const id = await makeEvent('Star Nights');
  await openEdit(id);
  await page.getByRole('button', { name: 'Add category' }).click();
  const categories = page.getByRole('group', { name: 'Categories' });
  await userEvent.selectOptions(categories.getByRole('combobox', { name: /Category/ }), 'Gold');
  expect(categories.getByLabelText(/^Name/).query()).toBeNull();
  await categories.getByLabelText(/Price/).fill('5');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Event updated successfully')).toBeVisible();
  const { event } = await stack.graphql<{ event: { categories: { categoryId: string; name: string; price: number }[] } }>(`{ event(id: "${id}") { categories { categoryId name price } } }`);
  expect(event.categories).toEqual([{ categoryId: gold._id, name: 'Gold', price: 5 }]);
});

test('Add Event\'s date picker starts at today in the venue (the API\'s "Date cannot be in the past" day); Edit\'s is disabled with no bound', async () => {
  await renderAt('/events/new', <SpecForm spec={eventForms.create} source={undefined} title="Add Event" backTo="/events" onSave={() => Promise.resolve()} />);
  await expect.element(page.getByLabelText('Date')).toHaveAttribute('min', venueToday());
  const id = await makeEvent('Bounded');
  await openEdit(id);
  const dates = page.getByLabelText('Date').all();
  const edit = dates.at(-1)!;
  await expect.element(edit).toBeDisabled();
  await expect.element(edit).not.toHaveAttribute('min');
});
