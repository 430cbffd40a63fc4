import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emptyPermission } from '#domain/permissions';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { signIn } from '../../../../web/lib/session.ts';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

type Filed = { _id: string };

/** Files an enquiry as the venue's site does (the public POST /contactUs). */
const file = (firstName: string, lastName: string, email: string) =>
  stack.seed<Filed>('rest', { method: 'post', path: '/contactUs', body: { firstName, lastName, email, mobileCode: '+971', mobileNo: '501234567', dob: '1994-02-28' } });

let sam = '';
beforeAll(async () => {
  await file('Layla', 'Haddad', 'layla@guest.test');
  const saleh = await file('Layla', 'Saleh', 'saleh@guest.test');
  await stack.seed('rest', { method: 'patch', path: '/update/contactUs/status', body: { contactUsId: saleh._id, status: 2 } });
  // A Sub Admin whose role gives only Contact Us, so that no other area's records are looked for.
  ({ token: sam } = await stack.seed<{ token: string }>('contactUsSubAdmin', { name: 'Sam', edit: true }));
});
beforeEach(() => {
  signIn({ name: 'Sam', token: sam, accountType: 2, permissions: [{ ...emptyPermission('contactUs'), view: true, edit: true }] });
});
afterEach(() => {
  closePalette();
});

const openAndFind = async (text: string) => {
  const location = memoryLocation({ path: '/dashboard' });
  await render(<Router hook={location.hook}><Palette /></Router>);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard(text);
};
const palette = () => page.getByRole('dialog');
/** The stored status of each enquiry whose name or email holds `search`. */
const storedStatuses = async (search: string) => {
  const { enquiries } = await stack.graphql<{ enquiries: { items: { name: string; status: string }[] } }>('query ($search: String) { enquiries(search: $search) { items { name status } } }', { search });
  return Object.fromEntries(enquiries.items.map((e) => [e.name, e.status]));
};

test('finds enquiries by name or email, a marked one so labelled, and marks a pending one from the keyboard', async () => {
  await openAndFind('layla');
  await expect.element(palette().getByRole('option', { name: 'Layla Haddad <layla@guest.test> enquiry', exact: true })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'Layla Saleh <saleh@guest.test> enquiry · marked' })).toBeVisible();
  await palette().getByRole('option', { name: 'Layla Haddad <layla@guest.test> enquiry', exact: true }).click();
  await expect.element(palette().getByRole('option', { name: 'Mark', exact: true })).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect.element(palette()).not.toBeInTheDocument();
  await vi.waitFor(async () => expect(await storedStatuses('layla')).toEqual({ 'Layla Haddad': 'MARKED', 'Layla Saleh': 'MARKED' }));
});

test('a marked enquiry is offered Unmark, which sets it back to Pending', async () => {
  await openAndFind('saleh');
  await palette().getByRole('option', { name: 'Layla Saleh <saleh@guest.test> enquiry · marked' }).click();
  await palette().getByRole('option', { name: 'Unmark' }).click();
  await vi.waitFor(async () => expect(await storedStatuses('saleh')).toEqual({ 'Layla Saleh': 'PENDING' }));
});
