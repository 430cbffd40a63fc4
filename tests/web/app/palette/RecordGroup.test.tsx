import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { emptyPermission } from '#domain/permissions';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

const RECORDS: Record<string, string[]> = { ba: ['Bazaar Night'], bar: ['Barista Night'] };
let searched: string[];
let releaseSlow: () => void;

/** A stand-in for /graphql whose reply to "ba" comes only when the test releases it, after the reply to "bar". */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: { text: string } };
  if (operationName !== 'PaletteSearch') return new Response(JSON.stringify({ data: { events: { count: 0, items: [] } } }));
  searched.push(variables.text);
  // The late reply ignores the abort, as a server already answering would.
  if (variables.text === 'ba') await new Promise<void>((resolve) => (releaseSlow = resolve));
  const search = (RECORDS[variables.text] ?? []).map((label, i) => ({ area: 'events', id: `${variables.text}-${i}`, label, active: true, rank: 'PREFIX' }));
  return new Response(JSON.stringify({ data: { search } }), { headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  searched = [];
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: [{ ...emptyPermission('events'), view: true }] });
});
afterEach(() => {
  closePalette();
  signOut();
  vi.unstubAllGlobals();
});

test('one search for every area per text, and a late reply to an older text never replaces the newer one', async () => {
  await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('ba');
  await vi.waitFor(() => expect(searched).toContain('ba'));
  await userEvent.keyboard('r');
  const palette = page.getByRole('dialog');
  await expect.element(palette.getByRole('option', { name: 'Barista Night event' })).toBeVisible();
  releaseSlow();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect.element(palette.getByRole('option', { name: 'Bazaar Night event' })).not.toBeInTheDocument();
  await expect.element(palette.getByRole('option', { name: 'Barista Night event' })).toBeVisible();
  expect(searched.filter((text) => text === 'bar')).toHaveLength(1);
});
