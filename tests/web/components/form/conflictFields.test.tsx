import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { eventTicketsResource } from '../../../../web/features/event-tickets/resource.ts';
import { rolesResource } from '../../../../web/features/roles/resource.ts';
import { subAdminsResource } from '../../../../web/features/sub-admins/resource.ts';
import { labelOf } from '../../support/labelOf.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

const STAFF_TAKEN = 'This email is already used by another staff account (the Admin, a sub-admin or a host)';
const ROLE_TAKEN = 'A role with this name already exists';
const viewOnly = (name: string) => ({ name, all: false, add: false, view: true, edit: false, del: false });

// A refusal the API answers with 409 about one field (a taken email or name) shows under that field, as a 400's problems do, beside its toast.
test('Add Sub Admin with an email already taken shows the message under Email and stays on the form with what was typed', async () => {
  const role = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/role', body: { name: 'Door desk', permissions: [viewOnly('bookings')] } });
  await stack.seed('rest', { method: 'post', path: '/create/subAdmin', body: { name: 'Nadia Door', email: 'nadia@venue.test', roleId: role._id, password: 'Sub-pass-1234' } });
  const New = subAdminsResource.screens.new!;
  const location = await renderAt('/subAdmins/new', <><Route path="/subAdmins/new"><Suspense><New /></Suspense></Route><Toaster /></>);

  await page.getByLabelText('Name', { exact: true }).fill('Nadia Again');
  await page.getByLabelText('Email', { exact: true }).fill('NADIA@venue.test');
  await page.getByRole('combobox', { name: 'Role' }).selectOptions('Door desk');
  await page.getByLabelText('Password', { exact: true }).fill('Sub-pass-1234');
  await page.getByRole('button', { name: 'Add Sub Admin' }).click();

  const email = page.getByLabelText('Email', { exact: true });
  await expect.element(email).toHaveAccessibleDescription(STAFF_TAKEN);
  await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  await expect.element(email).toHaveValue('NADIA@venue.test');
  await expect.element(page.getByLabelText('Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  expect(location.history?.at(-1)).toBe('/subAdmins/new');

  // Editing the email hands the field back to the form's own rules: the message goes.
  await email.fill('nadia.again@venue.test');
  await expect.element(email).not.toHaveAccessibleDescription(STAFF_TAKEN);
});

test('Add Role with a name already taken shows the message under Role Name', async () => {
  await stack.seed('rest', { method: 'post', path: '/create/role', body: { name: 'Bar staff', permissions: [viewOnly('menu')] } });
  const New = rolesResource.screens.new!;
  await renderAt('/roles/new', <><Route path="/roles/new"><Suspense><New /></Suspense></Route><Toaster /></>);

  await page.getByLabelText('Role Name', { exact: true }).fill('bar staff');
  await labelOf(page.getByRole('checkbox', { name: 'Menu View', exact: true })).click();
  await page.getByRole('button', { name: /^Add / }).click();
  await expect.element(page.getByLabelText('Role Name', { exact: true })).toHaveAccessibleDescription(ROLE_TAKEN);
});

test("Edit Event Ticket with a row's Total Tickets below the tickets booked shows the message under that row's Total Tickets", async () => {
  // makeTicketedEvent takes the set's total beside the event's name and date.
  const { eventId, ticketCategoryId } = await stack.seed<{ eventId: string; ticketCategoryId: string }>('bookingEvent', { name: 'Gala Night', date: '2031-06-01', totalTickets: 300 });
  const user = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/user', body: { firstName: 'Guest', lastName: 'Person', email: 'guest@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' } });
  await stack.seed('bookingsMade', Array.from({ length: 8 }, () => ({ paymentStatus: 'SUCCESSFUL', price: 300, userId: user._id, ticketCategoryId, tickets: 20 })));
  const { eventTickets } = await stack.graphql<{ eventTickets: { items: { id: string }[] } }>('query T($eventId: ID) { eventTickets(eventId: $eventId) { items { id } } }', { eventId });
  const Edit = eventTicketsResource.screens.edit!;
  const id = eventTickets.items[0]!.id;
  await renderAt(`/eventTickets/${id}/edit`, <><Route path="/eventTickets/:id/edit"><Suspense><Edit /></Suspense></Route><Toaster /></>);

  const total = page.getByRole('group', { name: 'Silver' }).getByLabelText('Total Tickets');
  await expect.element(page.getByRole('group', { name: 'Silver' }).getByText('160 booked')).toBeVisible();
  await total.fill('150');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(total).toHaveAccessibleDescription('Total Tickets of Silver cannot be less than the 160 tickets already booked');
});

test('Edit Event Ticket leaving out a row that was booked while the form was open shows the message under the rows', async () => {
  const { eventId, ticketCategoryId } = await stack.seed<{ eventId: string; ticketCategoryId: string }>('bookingEvent', { name: 'Harbour Night', date: '2031-07-01', totalTickets: 300 });
  const user = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/user', body: { firstName: 'Guest', lastName: 'Person', email: 'late@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' } });
  const { eventTickets } = await stack.graphql<{ eventTickets: { items: { id: string }[] } }>('query T($eventId: ID) { eventTickets(eventId: $eventId) { items { id } } }', { eventId });
  const Edit = eventTicketsResource.screens.edit!;
  await renderAt(`/eventTickets/${eventTickets.items[0]!.id}/edit`, <><Route path="/eventTickets/:id/edit"><Suspense><Edit /></Suspense></Route><Toaster /></>);

  await expect.element(page.getByRole('group', { name: 'Silver' }).getByText('0 booked')).toBeVisible();
  await page.getByRole('button', { name: 'Add Gold' }).click();
  const gold = page.getByRole('group', { name: 'Gold' });
  await gold.getByLabelText('Offer').fill('Two drinks');
  await gold.getByLabelText('Price').fill('250');
  await gold.getByLabelText('Total Tickets').fill('100');
  await page.getByRole('button', { name: 'Remove Silver' }).click();
  // Meanwhile the booking site sells Silver tickets.
  await stack.seed('bookingsMade', [{ paymentStatus: 'SUCCESSFUL', price: 300, userId: user._id, ticketCategoryId, tickets: 4 }]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const message = 'Silver has 4 booked tickets and cannot be removed';
  // The toast, and the message under the rows (the list that left the row out).
  await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).elements().map((alert) => alert.className)).toEqual(expect.arrayContaining(['toast toast--error', 'field__error']));
  await expect.element(gold.getByLabelText('Offer')).toHaveValue('Two drinks');
});
