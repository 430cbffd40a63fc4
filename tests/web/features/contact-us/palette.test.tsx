import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emptyPermission } from '#domain/permissions';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { signIn, signOut } from '../../../../web/lib/session.ts';

const ENQUIRIES = [
  { id: 'a', name: 'Layla Haddad', email: 'layla@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28', specialOccasion: 'NONE', status: 'PENDING', createdAt: '2027-03-02T10:00:00.000Z' },
  { id: 'b', name: 'Layla Saleh', email: 'saleh@guest.test', mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28', specialOccasion: 'NONE', status: 'MARKED', createdAt: '2027-03-01T10:00:00.000Z' },
];
let changes: Record<string, unknown>[];

const label = (e: (typeof ENQUIRIES)[number]) => `${e.name} <${e.email}>`;

/** A stand-in for /graphql: enquiries found by their name or email, status changes recorded. */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
  const found = ENQUIRIES.filter((e) => label(e).toLowerCase().includes(String(variables.text ?? variables.search ?? '').toLowerCase()));
  const data =
    operationName === 'SetEnquiryStatus'
      ? (changes.push(variables), { setEnquiryStatus: { message: 'Enquiry status updated successfully', enquiry: { id: variables.id, status: variables.status } } })
      : operationName === 'PaletteSearch'
        ? { search: found.map((e) => ({ area: 'contactUs', id: e.id, label: label(e), active: e.status === 'PENDING', rank: 'CONTAINS' })) }
        : { enquiries: { count: found.length, items: found } };
  return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  changes = [];
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
  // Only Contact Us, so that no other area's records are looked for.
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: [{ ...emptyPermission('contactUs'), view: true, edit: true }] });
});
afterEach(() => {
  closePalette();
  signOut();
  vi.unstubAllGlobals();
});

const openAndFind = async (text: string) => {
  const location = memoryLocation({ path: '/dashboard' });
  await render(<Router hook={location.hook}><Palette /></Router>);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard(text);
};
const palette = () => page.getByRole('dialog');

test('finds enquiries by name or email, a marked one so labelled, and marks a pending one from the keyboard', async () => {
  await openAndFind('layla');
  await expect.element(palette().getByRole('option', { name: 'Layla Haddad <layla@guest.test> enquiry', exact: true })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'Layla Saleh <saleh@guest.test> enquiry · marked' })).toBeVisible();
  await palette().getByRole('option', { name: 'Layla Haddad <layla@guest.test> enquiry', exact: true }).click();
  await expect.element(palette().getByRole('option', { name: 'Mark', exact: true })).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect.element(palette()).not.toBeInTheDocument();
  await vi.waitFor(() => expect(changes).toEqual([{ id: 'a', status: 'MARKED' }]));
});

test('a marked enquiry is offered Unmark, which sets it back to Pending', async () => {
  await openAndFind('saleh');
  await palette().getByRole('option', { name: 'Layla Saleh <saleh@guest.test> enquiry · marked' }).click();
  await palette().getByRole('option', { name: 'Unmark' }).click();
  await vi.waitFor(() => expect(changes).toEqual([{ id: 'b', status: 'PENDING' }]));
});
