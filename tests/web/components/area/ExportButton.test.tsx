import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ContactUsList } from '../../../../web/features/contact-us/components/ContactUsList.tsx';
import { EventTicketList } from '../../../../web/features/event-tickets/components/EventTicketList.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

const ticketSet = (id: string, name: string, isBlocked: boolean) => ({
  id,
  event: { id: `event-${id}`, name, date: '2027-03-20', image: null },
  status: 'ACTIVE',
  isBlocked,
  categories: [{ id: `${id}-1`, type: 'SILVER', name: 'Silver', offer: '', price: 100, totalTickets: 200, bookedTickets: 3 }],
  createdAt: '2027-03-02T10:00:00.000Z',
});
const enquiry = (id: string, name: string, status: string) => ({
  id,
  name,
  email: `${name.toLowerCase()}@guest.test`,
  mobileCode: '+971',
  mobileNo: '501234567',
  dob: '1994-02-28',
  specialOccasion: 'NONE',
  status,
  createdAt: '2027-03-02T10:00:00.000Z',
});

/** The variables of every list call, and the query of every export, in the order made. */
let listed: Record<string, unknown>[];
let exported: URLSearchParams[];

/** A stand-in for the gateway: /graphql answers the two lists, /export/<area>.csv a one-line CSV. */
const fakeGateway = async (url: RequestInfo | URL, init?: RequestInit) => {
  const address = new URL(String(url), location.origin);
  if (address.pathname.startsWith('/export/')) {
    exported.push(address.searchParams);
    return new Response('Date\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="list.csv"' } });
  }
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
  listed.push(variables);
  const reply = (data: unknown) => new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  if (operationName === 'EventTickets') {
    const items = [ticketSet('a', 'Neon Night', false), ticketSet('b', 'Jazz Brunch', true)].filter((t) => variables.blocked === undefined || t.isBlocked === variables.blocked);
    return reply({ eventTickets: { count: items.length, items } });
  }
  const items = [enquiry('a', 'Layla', 'PENDING'), enquiry('b', 'Omar', 'MARKED')].filter((e) => !variables.status || e.status === variables.status);
  return reply({ enquiries: { count: items.length, items } });
};

beforeEach(() => {
  listed = [];
  exported = [];
  vi.stubGlobal('fetch', vi.fn(fakeGateway));
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

/** Clicks Export CSV and returns the export's query as sorted pairs. */
const exportQuery = async () => {
  await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
  await expect.poll(() => exported.length).toBe(1);
  return [...exported[0]!.entries()].sort();
};

test('event tickets on sale of one event: the export asks for exactly the unblocked sets of that event, no status', async () => {
  await renderAt('/eventTickets?event=event-a&status=active', <EventTicketList />);
  await expect.element(page.getByRole('cell', { name: 'Neon Night', exact: true })).toBeVisible();
  expect(listed.at(-1)).toMatchObject({ blocked: false, eventId: 'event-a' });
  expect(await exportQuery()).toEqual([
    ['blocked', 'false'],
    ['eventId', 'event-a'],
  ]);
});

test('event tickets off sale, searched: the export carries the search and the block switch the list asked for', async () => {
  await renderAt('/eventTickets?q=jazz&status=inactive', <EventTicketList />);
  await expect.element(page.getByRole('cell', { name: 'Jazz Brunch', exact: true })).toBeVisible();
  expect(listed.at(-1)).toMatchObject({ blocked: true, search: 'jazz' });
  expect(await exportQuery()).toEqual([
    ['blocked', 'true'],
    ['search', 'jazz'],
  ]);
});

test('enquiries Pending and Marked: the export sends the status the list asked for as its REST code', async () => {
  await renderAt('/contactUs?status=pending&q=layla', <ContactUsList />);
  await expect.element(page.getByRole('cell', { name: 'Layla', exact: true })).toBeVisible();
  expect(listed.at(-1)).toMatchObject({ status: 'PENDING', search: 'layla' });
  expect(await exportQuery()).toEqual([
    ['search', 'layla'],
    ['status', '1'],
  ]);

  exported = [];
  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status', exact: true }), 'Marked');
  await expect.element(page.getByRole('cell', { name: 'Omar', exact: true })).toBeVisible();
  expect(listed.at(-1)).toMatchObject({ status: 'MARKED' });
  expect(await exportQuery()).toEqual([
    ['search', 'layla'],
    ['status', '2'],
  ]);
});

test('an unfiltered list exports with no query at all', async () => {
  await renderAt('/contactUs', <ContactUsList />);
  await expect.element(page.getByRole('cell', { name: 'Omar', exact: true })).toBeVisible();
  expect(await exportQuery()).toEqual([]);
});
