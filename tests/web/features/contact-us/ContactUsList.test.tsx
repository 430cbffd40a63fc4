import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyPermission } from '#domain/permissions';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { ContactUsList } from '../../../../web/features/contact-us/components/ContactUsList.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

interface Enquiry { id: string; name: string; email: string; mobileCode: string; mobileNo: string; dob: string; specialOccasion: string; status: string; createdAt: string }

const enquiry = (id: string, name: string, specialOccasion: string, status: string): Enquiry => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@guest.test`,
  mobileCode: '+971',
  mobileNo: '501234567',
  dob: '1994-02-28',
  specialOccasion,
  status,
  createdAt: '2027-03-02T10:00:00.000Z',
});

let stored: Enquiry[];
let asked: Record<string, unknown>[];
/** The answer to setEnquiryStatus: the record, or a GraphQL error the API would give. */
let refuse: { message: string; code: string } | undefined;

/** A stand-in for the gateway's /graphql: pages the stored enquiries as asked, sets a status unless told to refuse. */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
  const reply = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  if (operationName === 'SetEnquiryStatus') {
    if (refuse) return reply({ data: null, errors: [{ message: refuse.message, extensions: { code: refuse.code } }] });
    const row = stored.find((e) => e.id === variables.id)!;
    row.status = String(variables.status);
    return reply({ data: { setEnquiryStatus: { message: 'Enquiry status updated successfully', enquiry: { id: row.id, status: row.status } } } });
  }
  asked.push(variables);
  const matching = stored.filter((e) => (!variables.status || e.status === variables.status) && (!variables.search || e.email.includes(String(variables.search))));
  return reply({ data: { enquiries: { count: matching.length, items: matching } } });
};

beforeEach(() => {
  stored = [enquiry('a', 'Layla Haddad', 'BIRTHDAY', 'PENDING'), enquiry('b', 'Omar Saleh', 'MARRIAGE_ANNIVERSARY', 'MARKED'), enquiry('c', 'Nadia Aziz', 'NONE', 'PENDING')];
  asked = [];
  refuse = undefined;
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
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

test('lists the enquiries with the spec’s columns, occasions and statuses in words', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  await renderList('/contactUs');
  await expect.element(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect.element(statusOf('Layla Haddad')).toHaveValue('PENDING');
  const headers = await page.getByRole('columnheader').all();
  expect(headers.map((h) => h.element().textContent)).toEqual(['#', 'Date', 'Name', 'Email', 'Mobile', 'Dob', 'Special Occasion', 'Status']);
  const first = page.getByRole('row').nth(1);
  await expect.element(first).toHaveTextContent('1Mar 02, 2027Layla Haddadlayla@guest.test+971 501234567Feb 28, 1994Birthday');
  await expect.element(page.getByRole('row').nth(2)).toHaveTextContent('Marriage Anniversary');
  await expect.element(statusOf('Omar Saleh')).toHaveValue('MARKED');
});

test('the status filter is kept in the URL and sent with the list call', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const location = await renderList('/contactUs?status=marked');
  await expect.element(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('marked');
  await expect.element(statusOf('Omar Saleh')).toBeVisible();
  await expect.element(statusOf('Layla Haddad')).not.toBeInTheDocument();
  expect(asked.at(-1)).toMatchObject({ status: 'MARKED' });

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status', exact: true }), 'Pending');
  await expect.element(statusOf('Layla Haddad')).toBeVisible();
  expect(location.history.at(-1)).toBe('/contactUs?status=pending');
  expect(asked.at(-1)).toMatchObject({ status: 'PENDING' });

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status', exact: true }), 'All');
  await expect.element(statusOf('Omar Saleh')).toBeVisible();
  expect(location.history.at(-1)).toBe('/contactUs');
});

test('search by name or email goes to the URL and the list call once typing settles', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const location = await renderList('/contactUs?status=pending');
  await userEvent.type(page.getByRole('searchbox', { name: 'Search' }), 'nadia');
  await expect.element(statusOf('Layla Haddad')).not.toBeInTheDocument();
  await expect.element(statusOf('Nadia Aziz')).toBeVisible();
  expect(location.history.at(-1)).toBe('/contactUs?q=nadia&status=pending');
  expect(asked.at(-1)).toMatchObject({ status: 'PENDING', search: 'nadia' });

  // Going back in history clears the box and the search, and nothing writes them again.
  location.navigate('/contactUs?status=pending');
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect.element(statusOf('Layla Haddad')).toBeVisible();
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(location.history.at(-1)).toBe('/contactUs?status=pending');
});

test('a chosen status is saved at once with the reply as a toast; a refused one rolls back with the server’s message', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  await renderList('/contactUs');
  await userEvent.selectOptions(statusOf('Layla Haddad'), 'Marked');
  await expect.element(page.getByRole('status').filter({ hasText: 'Enquiry status updated successfully' })).toBeVisible();
  expect(stored[0]!.status).toBe('MARKED');
  await expect.element(statusOf('Layla Haddad')).toHaveValue('MARKED');

  refuse = { message: 'Enquiry not found', code: 'NOT_FOUND' };
  await userEvent.selectOptions(statusOf('Nadia Aziz'), 'Marked');
  await expect.element(page.getByRole('alert')).toHaveTextContent('Enquiry not found');
  await expect.element(statusOf('Nadia Aziz')).toHaveValue('PENDING');
  expect(stored[2]!.status).toBe('PENDING');
});

test('a role that may only view contact us sees the dropdowns disabled (§6)', async () => {
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: [{ ...emptyPermission('contactUs'), view: true }] });
  await renderList('/contactUs');
  await expect.element(statusOf('Layla Haddad')).toBeDisabled();
});
