import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Permission } from '#domain/permissions';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { signIn } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

type Made = { id: string; bookingId: string };
let viewer: { name: string; token: string; permissions: Permission[] };
// Layla's two bookings, made in this order: a Pending ticket booking, then a Failed table booking.
let ticket: Made, table: Made;

beforeAll(async () => {
  viewer = await stack.seed('bookingsViewer');
  const layla = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/user', body: { firstName: 'Layla', lastName: 'Guest', email: 'layla@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' } }))._id;
  const { ticketCategoryId } = await stack.seed<{ ticketCategoryId: string }>('bookingEvent', { name: 'Friday Fever', date: '2027-03-05' });
  const tableId = await stack.seed<string>('bookingTable', { name: 'Balcony 07' });
  [ticket, table] = await stack.seed<[Made, Made]>('bookingsMade', [
    { userId: layla, ticketCategoryId, tickets: 2, paymentStatus: 'PENDING', price: 300 },
    { userId: layla, tableId, date: '2027-03-06', paymentStatus: 'FAILED', price: 2500 },
  ]);
});

// A Sub Admin who may only view Bookings (so that no other area's records are looked for), signed in after the Admin.
beforeEach(() => signIn({ name: viewer.name, token: viewer.token, accountType: 2, permissions: viewer.permissions }));
afterEach(() => closePalette());

/** The start two booking ids share ("BK-00000" of BK-000001 and BK-000002). */
const sharedStart = (one: string, other: string) => one.slice(0, [...one].findIndex((char, i) => char !== other[i]));

test('finds bookings by booking id or the guest’s email and shows a found one in the bookings list', async () => {
  const location = await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('layla@');
  const palette = page.getByRole('dialog');
  const option = (booking: Made) => palette.getByRole('option', { name: `${booking.bookingId} · layla@guest.test booking` });
  await expect.element(option(ticket)).toBeVisible();
  await expect.element(option(table)).toBeVisible();

  await userEvent.fill(palette.getByRole('combobox'), sharedStart(ticket.bookingId, table.bookingId));
  await expect.element(option(ticket)).toBeVisible();
  await expect.element(option(table)).toBeVisible();

  await userEvent.fill(palette.getByRole('combobox'), table.bookingId);
  await expect.element(option(ticket)).not.toBeInTheDocument();
  await option(table).click();
  // Bookings are read-only: nothing to open, edit, switch or delete; the list searched for the booking instead.
  await expect.element(palette.getByRole('option', { name: 'Show in Bookings' })).toBeVisible();
  expect((await palette.getByRole('option').all()).map((o) => o.element().textContent)).toEqual(['Show in Bookings']);
  await userEvent.keyboard('{Enter}');
  await expect.element(palette).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe(`/bookings?q=${table.bookingId}`);
});

test('a booking found by a part inside the guest’s email still offers Show in Bookings, by its id', async () => {
  const location = await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  // Inside the email, not its start: the bookings list's own search (by an email's start) does not find it.
  await userEvent.keyboard('ayla@guest');
  const palette = page.getByRole('dialog');
  await palette.getByRole('option', { name: `${ticket.bookingId} · layla@guest.test booking` }).click();
  await palette.getByRole('option', { name: 'Show in Bookings' }).click();
  await expect.element(palette).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe(`/bookings?q=${ticket.bookingId}`);
});
