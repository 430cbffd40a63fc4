import { beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyPermission } from '#domain/permissions';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { ContactUsList } from '../../../../web/features/contact-us/components/ContactUsList.tsx';
import { signIn } from '../../../../web/lib/session.ts';
import { formatVenueDate } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

type Filed = { _id: string; createdAt: string };
type SubAdmin = { token: string; roleId: string };

/** Files an enquiry as the venue's site does (the public POST /contactUs); specialOccasion 1 None, 2 Birthday, 3 Marriage Anniversary. */
const file = (firstName: string, lastName: string, specialOccasion: number) =>
  stack.seed<Filed>('rest', {
    method: 'post',
    path: '/contactUs',
    body: { firstName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@guest.test`, mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28', specialOccasion },
  });
const mark = (enquiry: Filed) => stack.seed('rest', { method: 'patch', path: '/update/contactUs/status', body: { contactUsId: enquiry._id, status: 2 } });

let layla: Filed;
beforeAll(async () => {
  // Filed oldest first, so the list (newest first) shows Layla, then Omar, then the Nadias.
  // Nadia Karim is marked and matches "nadia": a search that dropped the status filter would show her.
  await mark(await file('Nadia', 'Karim', 1));
  await file('Nadia', 'Aziz', 1);
  await mark(await file('Omar', 'Saleh', 3));
  layla = await file('Layla', 'Haddad', 2);
});

const renderList = (path: string) =>
  renderAt(
    path,
    <>
      <ContactUsList />
      <Toaster />
    </>,
  );
const statusOf = (name: string) => page.getByRole('combobox', { name: `Status of ${name}` });
const statusFilter = () => page.getByRole('combobox', { name: 'Status', exact: true });
/** Signs the console in as a real Sub Admin whose role gives Contact Us view (and edit when asked). */
const signInSubAdmin = async (name: string, edit: boolean) => {
  const sub = await stack.seed<SubAdmin>('contactUsSubAdmin', { name, edit });
  signIn({ name, token: sub.token, accountType: 2, permissions: [{ ...emptyPermission('contactUs'), view: true, edit }] });
  return sub;
};
/** The stored status of each enquiry whose name or email holds `search`. */
const storedStatuses = async (search: string) => {
  const { enquiries } = await stack.graphql<{ enquiries: { items: { name: string; status: string }[] } }>('query ($search: String) { enquiries(search: $search) { items { name status } } }', { search });
  return Object.fromEntries(enquiries.items.map((e) => [e.name, e.status]));
};

test('lists the enquiries with the spec’s columns, occasions and statuses in words', async () => {
  await renderList('/contactUs');
  await expect.element(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect.element(statusOf('Layla Haddad')).toHaveValue('PENDING');
  const headers = await page.getByRole('columnheader').all();
  expect(headers.map((h) => h.element().textContent)).toEqual(['#', 'Date', 'Name', 'Email', 'Mobile', 'Dob', 'Special Occasion', 'Status']);
  // The filing date is the API's clock: shown as the venue day it fell on.
  const first = page.getByRole('row').nth(1);
  await expect.element(first).toHaveTextContent(`1${formatVenueDate(layla.createdAt)}Layla Haddadlayla.haddad@guest.test+971 501234567Feb 28, 1994Birthday`);
  await expect.element(page.getByRole('row').nth(2)).toHaveTextContent('Marriage Anniversary');
  await expect.element(statusOf('Omar Saleh')).toHaveValue('MARKED');
});

test('the status filter is kept in the URL and sent with the list call', async () => {
  const location = await renderList('/contactUs?status=marked');
  await expect.element(statusFilter()).toHaveValue('marked');
  await expect.element(statusOf('Omar Saleh')).toBeVisible();
  await expect.element(statusOf('Layla Haddad')).not.toBeInTheDocument();

  await userEvent.selectOptions(statusFilter(), 'Pending');
  await expect.element(statusOf('Layla Haddad')).toBeVisible();
  await expect.element(statusOf('Omar Saleh')).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/contactUs?status=pending');

  await userEvent.selectOptions(statusFilter(), 'All');
  await expect.element(statusOf('Omar Saleh')).toBeVisible();
  await expect.element(statusOf('Layla Haddad')).toBeVisible();
  expect(location.history.at(-1)).toBe('/contactUs');
});

test('search by name or email goes to the URL and the list call once typing settles', async () => {
  const location = await renderList('/contactUs?status=pending');
  await expect.element(statusOf('Layla Haddad')).toBeVisible();
  await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'nadia');
  await expect.element(statusOf('Layla Haddad')).not.toBeInTheDocument();
  await expect.element(statusOf('Nadia Aziz')).toBeVisible();
  // Still only the pending ones: the marked Nadia Karim stays out.
  await expect.element(statusOf('Nadia Karim')).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/contactUs?q=nadia&status=pending');

  // Going back in history clears the box and the search, and nothing writes them again.
  location.navigate('/contactUs?status=pending');
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect.element(statusOf('Layla Haddad')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(location.history.at(-1)).toBe('/contactUs?status=pending');
});

// Runs after the filter cases above: it marks Layla Haddad, whom they expect pending.
test('a chosen status is saved at once with the reply as a toast; a refused one rolls back with the server’s message', async () => {
  const sam = await signInSubAdmin('Sam Editor', true);
  await renderList('/contactUs');
  await userEvent.selectOptions(statusOf('Layla Haddad'), 'Marked');
  await expect.element(page.getByRole('status').filter({ hasText: 'Enquiry status updated successfully' })).toBeVisible();
  await expect.element(statusOf('Layla Haddad')).toHaveValue('MARKED');
  expect(await storedStatuses('layla')).toEqual({ 'Layla Haddad': 'MARKED' });

  // The Admin takes edit away from Sam's role while the page is open: the API refuses the next change.
  await stack.seed('rest', { method: 'patch', path: '/update/role', body: { roleId: sam.roleId, name: 'Contact Us viewer', permissions: [{ ...emptyPermission('contactUs'), view: true }] } });
  await userEvent.selectOptions(statusOf('Nadia Aziz'), 'Marked');
  await expect.element(page.getByRole('alert')).toHaveTextContent('You do not have permission to perform this action');
  await expect.element(statusOf('Nadia Aziz')).toHaveValue('PENDING');
  expect(await storedStatuses('aziz')).toEqual({ 'Nadia Aziz': 'PENDING' });
});

test('a role that may only view contact us sees the dropdowns disabled (§6)', async () => {
  await signInSubAdmin('Sam Viewer', false);
  await renderList('/contactUs');
  await expect.element(statusOf('Layla Haddad')).toBeDisabled();
});
