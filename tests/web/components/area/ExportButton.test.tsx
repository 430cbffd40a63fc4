import { afterEach, beforeAll, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ContactUsList } from '../../../../web/features/contact-us/components/ContactUsList.tsx';
import { EventTicketList } from '../../../../web/features/event-tickets/components/EventTicketList.tsx';
import { parseCsv } from '../../../support/csv.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

const TICKET_HEADER = 'Date,Image,Name,Event Date,Category,Price,Status';
const ENQUIRY_HEADER = 'Date,Name,Email,Mobile,Dob,Special Occasion,Status';

/**
 * Ticket sets on sale and off sale, two of each, so that a filter the export dropped would add a row:
 * the event's set alone among those on sale; "jazz" matching one set on sale and one off it; a set
 * off sale that "jazz" does not match.
 */
const TICKET_SETS = [
  { name: 'Neon Night', blocked: false },
  { name: 'Jazz Lounge', blocked: false },
  { name: 'Jazz Brunch', blocked: true },
  { name: 'Neon Afterparty', blocked: true },
];
/** Enquiries in both states, "layla" matching one of each (by name only: the emails do not hold it). */
const ENQUIRIES = [
  { firstName: 'Layla', lastName: 'Haddad', status: 'Pending' },
  { firstName: 'Layla', lastName: 'Nasser', status: 'Marked' },
  { firstName: 'Omar', lastName: 'Saleh', status: 'Marked' },
  { firstName: 'Rania', lastName: 'Aziz', status: 'Pending' },
];
let neonNight = '';

beforeAll(async () => {
  const events = await stack.seed<{ _id: string; name: string }[]>('events', TICKET_SETS.map(({ name }) => ({ name })));
  for (const [i, set] of TICKET_SETS.entries()) {
    const made = await stack.seed<{ _id: string }>('rest', {
      method: 'post',
      path: '/create/eventTicket',
      body: { eventId: events[i]!._id, categories: [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }] },
    });
    if (set.blocked) await stack.seed('rest', { method: 'patch', path: '/update/eventTicket', body: { eventTicketId: made._id, isBlocked: true } });
  }
  neonNight = events[0]!._id;
  for (const [i, enquiry] of ENQUIRIES.entries()) {
    // Filed as the venue's site files them (the public call), then marked by the Admin.
    const filed = await stack.seed<{ _id: string }>('rest', {
      method: 'post',
      path: '/contactUs',
      body: { firstName: enquiry.firstName, lastName: enquiry.lastName, email: `guest${i}@guest.test`, mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' },
    });
    if (enquiry.status === 'Marked') await stack.seed('rest', { method: 'patch', path: '/update/contactUs/status', body: { contactUsId: filed._id, status: 2 } });
  }
});

// Observed, not replaced: the file the button hands the browser to save, and the link that saves it.
let saved: MockInstance<typeof URL.createObjectURL>;
let clicked: MockInstance<HTMLAnchorElement['click']>;
beforeEach(() => {
  saved = vi.spyOn(URL, 'createObjectURL');
  clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click');
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Clicks Export CSV and reads the file the user gets: its name, its header line, and the chosen
 * columns of its rows (sorted, the order being the list's concern). The button fetches the gateway's
 * `/export/<area>.csv`, which the page server passes on to the file's stack (stack-server.ts).
 */
const exportFile = async (...columns: string[]) => {
  const before = saved.mock.calls.length;
  await userEvent.click(page.getByRole('button', { name: 'Export CSV' }));
  await expect.poll(() => saved.mock.calls.length).toBe(before + 1);
  const text = await (saved.mock.calls.at(-1)![0] as Blob).text();
  const [header, ...rows] = parseCsv(text);
  const at = columns.map((column) => header!.indexOf(column));
  return {
    name: (clicked.mock.contexts.at(-1) as HTMLAnchorElement).download,
    header: text.slice(0, text.indexOf('\r\n')),
    rows: rows.map((row) => at.map((i) => row[i]).join(' | ')).sort(),
  };
};

test('event tickets on sale of one event: the export holds exactly the set of that event on sale', async () => {
  await renderAt(`/eventTickets?event=${neonNight}&status=active`, <EventTicketList />);
  // The name, not the picture's cell (its alt text is the name too).
  await expect.element(page.getByText('Neon Night', { exact: true })).toBeVisible();
  const file = await exportFile('Name', 'Status');
  expect(file.name).toMatch(/^event-tickets-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.header).toBe(TICKET_HEADER);
  expect(file.rows).toEqual(['Neon Night | On sale']);
});

test('event tickets off sale, searched: the export holds the sets the list shows, matching the search and off sale', async () => {
  await renderAt('/eventTickets?q=jazz&status=inactive', <EventTicketList />);
  await expect.element(page.getByText('Jazz Brunch', { exact: true })).toBeVisible();
  expect(page.getByText('Jazz Lounge', { exact: true }).query()).toBeNull();
  const file = await exportFile('Name', 'Status');
  expect(file.header).toBe(TICKET_HEADER);
  expect(file.rows).toEqual(['Jazz Brunch | Blocked']);
});

test('enquiries Pending and Marked: the export holds the enquiries of the status and search on screen', async () => {
  await renderAt('/contactUs?status=pending&q=layla', <ContactUsList />);
  await expect.element(page.getByRole('cell', { name: 'Layla Haddad', exact: true })).toBeVisible();
  let file = await exportFile('Name', 'Status');
  expect(file.name).toMatch(/^contact-us-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file.header).toBe(ENQUIRY_HEADER);
  expect(file.rows).toEqual(['Layla Haddad | Pending']);

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status', exact: true }), 'Marked');
  await expect.element(page.getByRole('cell', { name: 'Layla Nasser', exact: true })).toBeVisible();
  file = await exportFile('Name', 'Status');
  expect(file.header).toBe(ENQUIRY_HEADER);
  expect(file.rows).toEqual(['Layla Nasser | Marked']);
});

test('an unfiltered list exports every enquiry', async () => {
  await renderAt('/contactUs', <ContactUsList />);
  await expect.element(page.getByRole('cell', { name: 'Omar Saleh', exact: true })).toBeVisible();
  const file = await exportFile('Name', 'Email', 'Status');
  expect(file.header).toBe(ENQUIRY_HEADER);
  expect(file.rows).toEqual(['Layla Haddad | guest0@guest.test | Pending', 'Layla Nasser | guest1@guest.test | Marked', 'Omar Saleh | guest2@guest.test | Marked', 'Rania Aziz | guest3@guest.test | Pending']);
});
