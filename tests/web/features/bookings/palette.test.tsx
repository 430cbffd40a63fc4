import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyPermission } from '#domain/permissions';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

const BOOKINGS = [
  { id: 'a', bookingId: 'BK-000104', type: 'TICKET', price: 300, paymentStatus: 'PENDING', event: null, table: null, user: { id: 'u', email: 'layla@guest.test' }, host: null, createdAt: '2027-03-02T10:00:00.000Z' },
  { id: 'b', bookingId: 'BK-000103', type: 'TABLE', price: 2500, paymentStatus: 'FAILED', event: null, table: null, user: { id: 'u', email: 'layla@guest.test' }, host: null, createdAt: '2027-03-01T10:00:00.000Z' },
];
let searched: unknown[];

/** A stand-in for /graphql: the bookings whose id or email begins with the text, by the palette's search or the list's. */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: { search?: string; text?: string } };
  const text = String(variables.text ?? variables.search ?? '').toLowerCase();
  searched.push(text);
  const items = BOOKINGS.filter((b) => b.bookingId.toLowerCase().startsWith(text) || b.user.email.startsWith(text));
  const data =
    operationName === 'PaletteSearch'
      ? { search: items.map((b) => ({ area: 'bookings', id: b.id, label: `${b.bookingId} · ${b.user.email}`, active: true, rank: 'PREFIX' })) }
      : { bookings: { count: items.length, items } };
  return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  searched = [];
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
  // Only Bookings, so that no other area's records are looked for.
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: [{ ...emptyPermission('bookings'), view: true }] });
});
afterEach(() => {
  closePalette();
  signOut();
  vi.unstubAllGlobals();
});

test('finds bookings by booking id or email and shows a found one in the bookings list', async () => {
  const location = await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('layla@');
  const palette = page.getByRole('dialog');
  await expect.element(palette.getByRole('option', { name: 'BK-000104 · layla@guest.test booking' })).toBeVisible();
  await expect.element(palette.getByRole('option', { name: 'BK-000103 · layla@guest.test booking' })).toBeVisible();

  await userEvent.fill(palette.getByRole('combobox'), 'BK-000103');
  await expect.element(palette.getByRole('option', { name: 'BK-000104 · layla@guest.test booking' })).not.toBeInTheDocument();
  await palette.getByRole('option', { name: 'BK-000103 · layla@guest.test booking' }).click();
  // Bookings are read-only: nothing to open, edit, switch or delete; the list searched for the booking instead.
  await expect.element(palette.getByRole('option', { name: 'Show in Bookings' })).toBeVisible();
  expect((await palette.getByRole('option').all()).map((o) => o.element().textContent)).toEqual(['Show in Bookings']);
  await userEvent.keyboard('{Enter}');
  await expect.element(palette).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/bookings?q=BK-000103');
  expect(searched).toContain('bk-000103');
});
