import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BookingList } from '../../../../web/features/bookings/components/BookingList.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

interface Booking {
  id: string;
  bookingId: string;
  type: string;
  price: number;
  paymentStatus: string;
  event: { id: string; name: string; date: string } | null;
  table: { id: string; name: string; date: string } | null;
  user: { id: string; email: string };
  host: { id: string; email: string } | null;
  createdAt: string;
}

const BOOKINGS: Booking[] = [
  { id: 'a', bookingId: 'BK-000104', type: 'TICKET', price: 300, paymentStatus: 'PENDING', event: { id: 'e', name: 'Friday Fever', date: '2027-03-05' }, table: null, user: { id: 'u', email: 'layla@guest.test' }, host: null, createdAt: '2027-03-02T10:00:00.000Z' },
  { id: 'b', bookingId: 'BK-000103', type: 'TABLE', price: 2500, paymentStatus: 'IN_PROGRESS', event: null, table: { id: 't', name: 'Balcony 07', date: '2027-03-06' }, user: { id: 'v', email: 'omar@guest.test' }, host: { id: 'h', email: 'host.rami@venue.test' }, createdAt: '2027-03-01T10:00:00.000Z' },
  { id: 'c', bookingId: 'BK-000102', type: 'TICKET', price: 150, paymentStatus: 'SUCCESSFUL', event: { id: 'e', name: 'Friday Fever', date: '2027-03-05' }, table: null, user: { id: 'u', email: 'layla@guest.test' }, host: null, createdAt: '2027-02-28T10:00:00.000Z' },
  { id: 'd', bookingId: 'BK-000101', type: 'TICKET', price: 150, paymentStatus: 'FAILED', event: { id: 'e', name: 'Friday Fever', date: '2027-03-05' }, table: null, user: { id: 'u', email: 'layla@guest.test' }, host: null, createdAt: '2027-02-27T10:00:00.000Z' },
];

let asked: Record<string, unknown>[];

/** A stand-in for the gateway's /graphql: the bookings matching the filters asked for (type, status, search). */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { variables } = JSON.parse(String(init?.body)) as { variables: Record<string, unknown> };
  asked.push(variables);
  const matching = BOOKINGS.filter(
    (b) => (!variables.type || b.type === variables.type) && (!variables.paymentStatus || b.paymentStatus === variables.paymentStatus) && (!variables.search || b.user.email.startsWith(String(variables.search))),
  );
  return new Response(JSON.stringify({ data: { bookings: { count: matching.length, items: matching } } }), { headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const renderList = (path: string) => renderAt(path, <BookingList />);
const dot = (label: string) => page.getByRole('img', { name: label, exact: true });

test('lists bookings with the spec’s columns: event and table with their days, host when set, price in AED', async () => {
  await renderList('/bookings');
  await expect.element(page.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  await expect.element(page.getByRole('row').nth(1)).toHaveTextContent('1BK-000104Mar 02, 2027TicketFriday FeverMar 05, 2027N/Alayla@guest.testN/AAED 300');
  const headers = await page.getByRole('columnheader').all();
  expect(headers.map((h) => h.element().textContent)).toEqual(['#', 'Booking Id', 'Date', 'Type', 'Event', 'Table', 'User', 'Host', 'Price', 'Payment Status']);
  await expect.element(page.getByRole('row').nth(2)).toHaveTextContent('2BK-000103Mar 01, 2027TableN/ABalcony 07Mar 06, 2027omar@guest.testhost.rami@venue.testAED 2500');
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
  const location = await renderList('/bookings?page=2&payment=failed');
  await expect.element(page.getByRole('combobox', { name: 'Payment Status' })).toHaveValue('failed');
  expect(asked.at(-1)).toMatchObject({ paymentStatus: 'FAILED', offset: 10 });

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Payment Status' }), 'In Progress');
  await expect.element(dot('In Progress')).toBeVisible();
  expect(location.history.at(-1)).toBe('/bookings?payment=in-progress');
  expect(asked.at(-1)).toMatchObject({ paymentStatus: 'IN_PROGRESS', offset: 0 });

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Type' }), 'Ticket');
  expect(location.history.at(-1)).toBe('/bookings?type=ticket&payment=in-progress');
  await expect.element(page.getByText('DATA NOT FOUND')).toBeVisible();
  expect(asked.at(-1)).toMatchObject({ type: 'TICKET', paymentStatus: 'IN_PROGRESS' });
});

test('the date range and the search go to the URL and the list call; a bad day in the URL is left out', async () => {
  const location = await renderList('/bookings?from=2027-02-30&to=2027-03-02');
  await expect.element(page.getByLabelText('From')).toHaveValue('');
  await expect.element(page.getByLabelText('To')).toHaveValue('2027-03-02');
  expect(asked.at(-1)).toMatchObject({ to: '2027-03-02' });
  expect(asked.at(-1)).not.toHaveProperty('from');

  await userEvent.fill(page.getByLabelText('From'), '2027-02-28');
  expect(location.history.at(-1)).toBe('/bookings?from=2027-02-28&to=2027-03-02');
  await vi.waitFor(() => expect(asked.at(-1)).toMatchObject({ from: '2027-02-28', to: '2027-03-02' }));
  await expect.element(page.getByLabelText('To')).toHaveAttribute('min', '2027-02-28');

  await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'omar');
  await expect.element(dot('Pending')).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/bookings?q=omar&from=2027-02-28&to=2027-03-02');
  expect(asked.at(-1)).toMatchObject({ search: 'omar', from: '2027-02-28' });
});
