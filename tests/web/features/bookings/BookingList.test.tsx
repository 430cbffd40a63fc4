import { beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BookingList } from '../../../../web/features/bookings/components/BookingList.tsx';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

type Made = { id: string; bookingId: string; createdAt: string };

/** A guest made through REST; its id. */
const makeUser = async (email: string) =>
  (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/user', body: { firstName: 'Guest', lastName: 'Person', email, mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' } }))._id;

// The four bookings the list shows first (a newest, d oldest), one of each payment status, and
// older Failed ones: with d, eleven Failed bookings, so that the Failed filter has a page 2.
let a: Made, b: Made, c: Made, d: Made, older: Made[];

beforeAll(async () => {
  const [layla, omar] = [await makeUser('layla@guest.test'), await makeUser('omar@guest.test')];
  const rami = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/host', body: { firstName: 'Rami', lastName: 'Host', email: 'host.rami@venue.test', password: 'Host-pass-123' } }))._id;
  const { ticketCategoryId } = await stack.seed<{ ticketCategoryId: string }>('bookingEvent', { name: 'Friday Fever', date: '2027-03-05' });
  const balcony = await stack.seed<string>('bookingTable', { name: 'Balcony 07' });
  const tickets = (userId: string, paymentStatus: string, price: number, createdAt: string) => ({ userId, ticketCategoryId, tickets: price / 150, paymentStatus, price, createdAt });
  // The older Failed ones: Feb 10 (Omar's) to Feb 19, 2027; made first, so the booking ids follow the days.
  const olderAsked = Array.from({ length: 10 }, (_, i) => tickets(i === 0 ? omar : layla, 'FAILED', 150, `2027-02-${10 + i}T10:00:00.000Z`));
  const made = await stack.seed<Made[]>('bookingsMade', [
    ...olderAsked,
    tickets(layla, 'FAILED', 150, '2027-02-27T10:00:00.000Z'),
    tickets(layla, 'SUCCESSFUL', 150, '2027-02-28T10:00:00.000Z'),
    { userId: omar, hostId: rami, tableId: balcony, date: '2027-03-06', paymentStatus: 'IN_PROGRESS', price: 2500, createdAt: '2027-03-01T10:00:00.000Z' },
    tickets(layla, 'PENDING', 300, '2027-03-02T10:00:00.000Z'),
  ]);
  older = made.slice(0, 10);
  [d, c, b, a] = made.slice(10) as [Made, Made, Made, Made];
});

const renderList = (path: string) => renderAt(path, <BookingList />);
// The first dot of a status: older Failed bookings follow d's on the first page.
const dot = (label: string) => page.getByRole('img', { name: label, exact: true }).first();
const rows = () => page.getByRole('table', { name: 'Bookings' }).getByRole('row');
/** The booking ids the table shows, top to bottom (none while it loads or finds nothing). */
const shown = async () => (await rows().all()).slice(1).map((row) => row.getByRole('cell').nth(1).element().textContent);
const ids = (...bookings: Made[]) => bookings.map((booking) => booking.bookingId);

test('lists bookings with the spec’s columns: event and table with their days, host when set, price in AED', async () => {
  await renderList('/bookings');
  await expect.element(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await expect.element(page.getByRole('row').nth(1)).toHaveTextContent(`1${a.bookingId}Mar 02, 2027TicketFriday FeverMar 05, 2027N/Alayla@guest.testN/AAED 300`);
  const headers = await page.getByRole('columnheader').all();
  expect(headers.map((h) => h.element().textContent)).toEqual(['#', 'Booking Id', 'Date', 'Type', 'Event', 'Table', 'User', 'Host', 'Price', 'Payment Status']);
  await expect.element(page.getByRole('row').nth(2)).toHaveTextContent(`2${b.bookingId}Mar 01, 2027TableN/ABalcony 07Mar 06, 2027omar@guest.testhost.rami@venue.testAED 2500`);
});

test('shows the payment status as the spec’s dot: pending yellow and pulsing, in progress blue, successful green, failed red', async () => {
  await renderList('/bookings');
  const colour = async (label: string) => getComputedStyle(dot(label).element()).backgroundColor;
  await expect.element(dot('Pending')).toBeVisible();
  expect(dot('Pending').element().className).toContain('payment-dot--yellow');
  expect(getComputedStyle(dot('Pending').element()).animationName).toBe('payment-pulse');
  expect(await colour('Pending')).toBe('rgb(253, 176, 34)');
  expect(await colour('In Progress')).toBe('rgb(46, 144, 250)');
  expect(await colour('Successful')).toBe('rgb(18, 183, 106)');
  expect(await colour('Failed')).toBe('rgb(217, 45, 32)');
  expect(getComputedStyle(dot('Successful').element()).animationName).toBe('none');
});

test('a keyboard user reaches each dot and reads its label in a tooltip', async () => {
  await renderList('/bookings');
  await expect.element(dot('Pending')).toBeVisible();
  dot('Pending').element().scrollIntoView();
  // Tab on from the last filter (To, whose day, month and year are stops of their own) to the table's first dot.
  (page.getByLabelText('To').element() as HTMLInputElement).focus();
  for (let stops = 0; stops < 6 && !document.activeElement?.classList.contains('payment-dot'); stops += 1) await userEvent.tab();
  await expect.element(dot('Pending')).toHaveFocus();
  const pending = page.getByRole('tooltip', { name: 'Pending' });
  await expect.element(pending).toBeVisible();
  expect(dot('Pending').element().getAttribute('aria-describedby')).toBe(pending.element().id);
  await userEvent.tab();
  await expect.element(dot('In Progress')).toHaveFocus();
  // Each focused dot is described by its own tooltip (the one read out), looked up by its name. Its
  // closing (blur, Escape) is left to the end-to-end suite: this runner's page never has the
  // window's focus (document.hasFocus() is false), and react-aria's tooltips did not close there.
  const inProgress = page.getByRole('tooltip', { name: 'In Progress' });
  await expect.element(inProgress).toBeVisible();
  expect(dot('In Progress').element().getAttribute('aria-describedby')).toBe(inProgress.element().id);
});

test('type and payment status are kept in the URL, sent as their enum names, and start again from page 1', async () => {
  // Page 2 of the eleven Failed bookings: the oldest alone, the 11th.
  const location = await renderList('/bookings?page=2&payment=failed');
  await expect.element(page.getByRole('combobox', { name: 'Payment Status' })).toHaveValue('failed');
  await expect.element(rows().nth(1)).toHaveTextContent(`11${older[0]!.bookingId}Feb 10, 2027`);
  expect(await shown()).toEqual(ids(older[0]!));

  // Only b is In Progress: it shows as the first row of page 1.
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Payment Status' }), 'In Progress');
  await expect.poll(shown).toEqual(ids(b));
  await expect.element(rows().nth(1)).toHaveTextContent(`1${b.bookingId}`);
  await expect.element(dot('In Progress')).toBeVisible();
  expect(location.history.at(-1)).toBe('/bookings?payment=in-progress');

  // b is a table booking: no ticket booking is In Progress.
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Type' }), 'Ticket');
  expect(location.history.at(-1)).toBe('/bookings?type=ticket&payment=in-progress');
  await expect.element(page.getByText('DATA NOT FOUND')).toBeVisible();
});

test('?status= names the payment status too, as the status filter does on every other list', async () => {
  await renderList('/bookings?status=in-progress');
  await expect.element(page.getByRole('combobox', { name: 'Payment Status' })).toHaveValue('in-progress');
  await expect.poll(shown).toEqual(ids(b));
});

test('the date range and the search go to the URL and the list call; a bad day in the URL is left out', async () => {
  // Up to Mar 01 (a, of Mar 02, is left out), from any day: the first page runs on to Feb 13.
  const location = await renderList('/bookings?from=2027-02-30&to=2027-03-01');
  await expect.element(page.getByLabelText('From')).toHaveValue('');
  await expect.element(page.getByLabelText('To')).toHaveValue('2027-03-01');
  await expect.poll(shown).toEqual(ids(b, c, d, ...older.slice(3).reverse()));

  await userEvent.fill(page.getByLabelText('From'), '2027-02-28');
  expect(location.history.at(-1)).toBe('/bookings?from=2027-02-28&to=2027-03-01');
  await expect.poll(shown).toEqual(ids(b, c));
  await expect.element(page.getByLabelText('To')).toHaveAttribute('min', '2027-02-28');

  // Omar's: b within the days, not his Failed one of Feb 10 before them.
  await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'omar');
  await expect.poll(shown).toEqual(ids(b));
  expect(location.history.at(-1)).toBe('/bookings?q=omar&from=2027-02-28&to=2027-03-01');
});

test('the filters are one search landmark named after the list, as on every list, so a screen reader finds them together', async () => {
  await renderList('/bookings');
  const filters = page.getByRole('search', { name: 'Bookings' });
  await expect.element(filters.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect.element(filters.getByRole('combobox', { name: 'Type' })).toBeVisible();
  await expect.element(filters.getByRole('combobox', { name: 'Payment Status' })).toBeVisible();
  await expect.element(filters.getByLabelText('From')).toBeVisible();
  await expect.element(filters.getByLabelText('To')).toBeVisible();
  expect(page.getByRole('search').elements()).toHaveLength(1);
});
