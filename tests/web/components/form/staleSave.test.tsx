import { Suspense, type ReactNode } from 'react';
import { expect, test } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { Route } from 'wouter';
import { addDays } from '#domain/floor/calendar-day';
import { LeaveDialog } from '../../../../web/components/LeaveDialog.tsx';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { CategoryDetail } from '../../../../web/features/categories/components/CategoryDetail.tsx';
import { eventTicketsResource } from '../../../../web/features/event-tickets/resource.ts';
import { sectionsResource } from '../../../../web/features/sections/resource.ts';
import { saidByCaller } from '../../../../web/lib/request.ts';
import { formatVenueDate, venueToday } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

/**
 * Two staff editing one record: a save made from the version the form opened with, after someone
 * else saved the record, is refused and says so beside Save; the form keeps what was typed and
 * nothing is saved. Reload fills it with the record as now saved (asking first when it holds
 * changes); Save anyway sends the values again and they replace the other save. Against a real
 * API and gateway, the other save made as another client would.
 */
const stack = useStack();

const STALE_SECTION = 'This section has changed since you opened it: nothing was saved. Reload it to see the changes.';
const STALE_RECORD = /has changed since you opened it: nothing was saved/;

const at = (path: string, screen: ReactNode) => renderAt(path, <>{screen}<LeaveDialog /><Toaster /></>);
const ask = () => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
// The form's message, beside its Save.
const staleNotice = () => page.getByRole('main').getByRole('alert');
const RECORD_GONE = 'This record has been deleted since you opened it: nothing was saved.';

const sectionName = async (id: string) => (await stack.graphql<{ section: { name: string } }>('query S($id: ID!) { section(id: $id) { name } }', { id })).section.name;
const renameSection = (id: string, name: string) => stack.graphql('mutation R($id: ID!, $name: String!) { updateSection(id: $id, name: $name) { message } }', { id, name });

/** An edit open on screen (`scope`: its screen or popup), someone else having saved its record meanwhile; `field` is the one typed into. */
type ChangedMeanwhile = { scope: Locator; field: Locator };

/** Types `typed` into `field` of the edit `opening` opens, presses its Save and waits for the refusal beside it. */
async function refusedSave<Edit extends ChangedMeanwhile>(opening: Promise<Edit>, typed: string): Promise<Edit> {
  const edit = await opening;
  await edit.field.fill(typed);
  await edit.scope.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(edit.scope.getByRole('alert')).toBeVisible();
  return edit;
}

/** Edit Section of a new section named `name`, open; someone else then renames it `otherName`. */
async function editSectionChangedMeanwhile(name: string, otherName: string) {
  const { _id: id } = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/section', body: { name } });
  const Edit = sectionsResource.screens.edit!;
  const location = await at(`/sections/${id}/edit`, <Route path="/sections/:id/edit"><Suspense><Edit /></Suspense></Route>);
  const field = page.getByLabelText('Name', { exact: true });
  await expect.element(field).toHaveValue(name);
  await renameSection(id, otherName);
  return { id, field, location, scope: page.getByRole('main') };
}

test('Edit Section saved from an older version: the message shows beside Save, the form keeps what was typed and nothing is saved', async () => {
  const { id, field, location } = await refusedSave(editSectionChangedMeanwhile('Patio', 'Patio North'), 'Patio South');

  await expect.element(staleNotice()).toHaveTextContent(STALE_SECTION);
  // Said once, beside Save: no toast says it again.
  expect(page.getByText(STALE_SECTION).elements()).toHaveLength(1);
  expect(page.getByRole('alert').elements()).toHaveLength(1);
  // In the form's footer, beside Save, with its two ways on.
  const footer = page.getByRole('button', { name: 'Save', exact: true }).element().closest('.form-actions')!;
  expect(footer.contains(staleNotice().element())).toBe(true);
  await expect.element(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Save anyway' })).toBeVisible();
  await expect.element(field).toHaveValue('Patio South');
  expect(location.history?.at(-1)).toBe(`/sections/${id}/edit`);
  expect(await sectionName(id)).toBe('Patio North');

  // Refused again, it is said again: a new alert with the same words.
  const said = staleNotice().element();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => staleNotice().element() !== said).toBe(true);
  await expect.element(staleNotice()).toHaveTextContent(STALE_SECTION);
  expect(await sectionName(id)).toBe('Patio North');
});

test('Edit Section: Reload asks before dropping what was typed, then shows the other save; a save from there goes through', async () => {
  const { id, field, location } = await refusedSave(editSectionChangedMeanwhile('Cellar', 'Cellar Bar'), 'Wine Cellar');

  await page.getByRole('button', { name: 'Reload' }).click();
  await expect.element(ask()).toBeVisible();
  await ask().getByRole('button', { name: 'Stay' }).click();
  await expect.element(field).toHaveValue('Wine Cellar');

  await page.getByRole('button', { name: 'Reload' }).click();
  await ask().getByRole('button', { name: 'Leave' }).click();
  await expect.element(page.getByLabelText('Name', { exact: true })).toHaveValue('Cellar Bar');
  await expect.element(staleNotice()).not.toBeInTheDocument();
  // Reload went with the old form: the focus starts again at the first field.
  await expect.element(page.getByLabelText('Name', { exact: true })).toHaveFocus();

  // The form now stands on the version saved by the other: its save is accepted.
  await page.getByLabelText('Name', { exact: true }).fill('Cellar Lounge');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Section updated successfully')).toBeVisible();
  await expect.poll(() => location.history?.at(-1)).toBe('/sections');
  expect(await sectionName(id)).toBe('Cellar Lounge');
});

test('Edit Section: a Reload that finds the section deleted says so and offers the list; what was typed stays, and leaving it still asks', async () => {
  const { id, field, location } = await refusedSave(editSectionChangedMeanwhile('Terrace', 'Terrace Bar'), 'Roof Terrace');
  await stack.graphql('mutation D($id: ID!) { deleteSection(id: $id) { message } }', { id });

  await page.getByRole('button', { name: 'Reload' }).click();
  await ask().getByRole('button', { name: 'Leave' }).click();
  await expect.element(staleNotice()).toHaveTextContent(RECORD_GONE);
  // Said once, by the notice: no toast says "Section not found" beside it.
  expect(page.getByRole('alert').elements()).toHaveLength(1);
  expect(page.getByText(/not found/i).elements()).toHaveLength(0);
  // Only while the Reload ran: a later call refused as not found is toasted again.
  expect(saidByCaller.NOT_FOUND).toBe(0);
  await expect.element(field).toHaveValue('Roof Terrace');
  await expect.element(page.getByRole('button', { name: 'Save anyway' })).not.toBeInTheDocument();

  // The Leave given to Reload did not drop the question: leaving the typed values still asks.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await ask().getByRole('button', { name: 'Stay' }).click();
  await expect.element(field).toHaveValue('Roof Terrace');
  expect(location.history?.at(-1)).toBe(`/sections/${id}/edit`);

  await page.getByRole('button', { name: 'Back to list' }).click();
  await ask().getByRole('button', { name: 'Leave' }).click();
  await expect.poll(() => location.history?.at(-1)).toBe('/sections');
});

test('Edit Section: Save anyway saves the values on screen over the other save', async () => {
  const { id, location } = await refusedSave(editSectionChangedMeanwhile('Garden', 'Garden East'), 'Garden West');
  expect(await sectionName(id)).toBe('Garden East');

  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect.element(page.getByText('Section updated successfully')).toBeVisible();
  await expect.poll(() => location.history?.at(-1)).toBe('/sections');
  expect(await sectionName(id)).toBe('Garden West');
});

test('Edit Section with no one saving meanwhile saves at once, with no message', async () => {
  const { _id: id } = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/section', body: { name: 'Balcony' } });
  const Edit = sectionsResource.screens.edit!;
  const location = await at(`/sections/${id}/edit`, <Route path="/sections/:id/edit"><Suspense><Edit /></Suspense></Route>);
  await page.getByLabelText('Name', { exact: true }).fill('Upper Balcony');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Section updated successfully')).toBeVisible();
  await expect.poll(() => location.history?.at(-1)).toBe('/sections');
  expect(await sectionName(id)).toBe('Upper Balcony');
});

/** A category whose detail shows one price record (from `from`, price 900), with its Edit popup open; someone else then sets the price to 950. */
async function editRecordChangedMeanwhile(name: string, from: string) {
  const image = await stack.seed<string>('media', 'category');
  const { _id: categoryId } = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name, layout: { image, imageAlt: name } } });
  await stack.seed('rest', { method: 'post', path: '/create/category/record', body: { categoryId, fromDate: from, toDate: addDays(from, 2), price: 900 } });
  await at(`/categories/${categoryId}`, <Route path="/categories/:id"><CategoryDetail /></Route>);
  await page.getByRole('button', { name: `Edit record from ${formatVenueDate(from)}` }).click();
  const popup = page.getByRole('dialog', { name: 'Edit Category Record' });
  await expect.element(popup.getByLabelText('Price')).toHaveValue(900);
  const { categoryRecords } = await stack.graphql<{ categoryRecords: { items: { id: string }[] } }>('query R($id: ID!) { categoryRecords(categoryId: $id) { items { id } } }', { id: categoryId });
  await stack.graphql('mutation P($input: UpdateCategoryRecordInput!) { updateCategoryRecord(input: $input) { message } }', { input: { categoryId, id: categoryRecords.items[0]!.id, price: 950 } });
  const price = async () => (await stack.graphql<{ categoryRecords: { items: { price: number }[] } }>('query R($id: ID!) { categoryRecords(categoryId: $id) { items { price } } }', { id: categoryId })).categoryRecords.items[0]!.price;
  return { popup, price, scope: popup, field: popup.getByLabelText('Price') };
}

test('Edit Category Record saved from an older version: the popup stays with the price typed and says so; Reload shows the other save', async () => {
  const from = addDays(venueToday(), 60);
  const { popup, price } = await refusedSave(editRecordChangedMeanwhile('Stale Gold', from), '1000');

  await expect.element(popup.getByRole('alert')).toHaveTextContent(STALE_RECORD);
  await expect.element(popup.getByLabelText('Price')).toHaveValue(1000);
  expect(await price()).toBe(950);

  await popup.getByRole('button', { name: 'Reload' }).click();
  await ask().getByRole('button', { name: 'Leave' }).click();
  const reloaded = page.getByRole('dialog', { name: 'Edit Category Record' });
  await expect.element(reloaded.getByLabelText('Price')).toHaveValue(950);
  await expect.element(reloaded.getByRole('alert')).not.toBeInTheDocument();
  await expect.poll(() => reloaded.element().contains(document.activeElement)).toBe(true);

  // From the version now shown, a save goes through and closes the popup.
  await reloaded.getByLabelText('Price').fill('975');
  await reloaded.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  expect(await price()).toBe(975);
});

test('Edit Category Record: Save anyway saves the price typed over the other save', async () => {
  const from = addDays(venueToday(), 70);
  const { popup, price } = await refusedSave(editRecordChangedMeanwhile('Stale Silver', from), '1200');
  await expect.element(popup.getByRole('alert')).toHaveTextContent(STALE_RECORD);

  await popup.getByRole('button', { name: 'Save anyway' }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  expect(await price()).toBe(1200);
});

test('Edit Event Ticket saved from an older version keeps its rows as typed; Save anyway saves them', async () => {
  const { eventId } = await stack.seed<{ eventId: string }>('bookingEvent', { name: 'Stale Gala', date: '2031-07-01', totalTickets: 300 });
  type Tickets = { eventTickets: { items: { id: string; categories: { id: string; type: string; name: string; offer: string; price: number; totalTickets: number }[] }[] } };
  const ticketsOf = async () => (await stack.graphql<Tickets>('query T($eventId: ID) { eventTickets(eventId: $eventId) { items { id categories { id type name offer price totalTickets } } } }', { eventId })).eventTickets.items[0]!;
  const ticket = await ticketsOf();
  const Edit = eventTicketsResource.screens.edit!;
  const location = await at(`/eventTickets/${ticket.id}/edit`, <Route path="/eventTickets/:id/edit"><Suspense><Edit /></Suspense></Route>);
  const total = page.getByRole('group', { name: 'Silver' }).getByLabelText('Total Tickets');
  await expect.element(total).toHaveValue(300);

  const rows = ticket.categories.map(({ id, type, name, offer, price }) => ({ id, type, name, offer, price, totalTickets: 320 }));
  await stack.graphql('mutation U($input: UpdateEventTicketInput!) { updateEventTicket(input: $input) { message } }', { input: { id: ticket.id, categories: rows } });

  await total.fill('340');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(staleNotice()).toHaveTextContent(STALE_RECORD);
  await expect.element(total).toHaveValue(340);
  expect(location.history?.at(-1)).toBe(`/eventTickets/${ticket.id}/edit`);
  expect((await ticketsOf()).categories[0]!.totalTickets).toBe(320);

  await page.getByRole('button', { name: 'Save anyway' }).click();
  await expect.element(page.getByText(/updated successfully/)).toBeVisible();
  await expect.poll(() => location.history?.at(-1)).toBe('/eventTickets');
  expect((await ticketsOf()).categories[0]!.totalTickets).toBe(340);
});
