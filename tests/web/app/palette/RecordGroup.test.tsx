import { afterEach, beforeAll, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

/**
 * Events whose names rank differently for "bar": exact, prefix, contains; and one that "ba" finds
 * but "bar" does not ("Bazaar Night"). "Barista Night" also has a ticket set: a second area.
 */
const EVENTS = ['Rooftop Bar', 'Barista Night', 'Bazaar Night', 'Bar'];

beforeAll(async () => {
  const events = await stack.seed<{ _id: string; name: string }[]>('events', EVENTS.map((name) => ({ name })));
  const barista = events.find((event) => event.name === 'Barista Night')!;
  await stack.seed('rest', { method: 'post', path: '/create/eventTicket', body: { eventId: barista._id, categories: [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }] } });
});

// Observed, not replaced: every call still reaches the gateway; only the search texts sent are read.
let fetched: MockInstance<typeof fetch>;
beforeEach(() => {
  fetched = vi.spyOn(window, 'fetch');
});
afterEach(() => {
  closePalette();
  vi.restoreAllMocks();
});

/** The texts of the palette's record searches sent so far, in order. */
const searched = () =>
  fetched.mock.calls.flatMap(([, init]) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string; variables?: { text?: string } }) : undefined;
    return body?.operationName === 'PaletteSearch' ? [body.variables?.text] : [];
  });

// An event's label ends with its day ("Bar · May 02, 2031"), since weekly nights share a name.
const DAY = / · [A-Z][a-z]{2} \d{2}, \d{4}$/;

/** The names a group of the palette shows, in order, each label's day left out (each option also holds its area's noun as a hint). */
const labels = (group: Locator) =>
  group.getByRole('option').elements().map((option) => {
    const label = option.firstChild?.textContent ?? '';
    return DAY.test(label) ? label.replace(DAY, '') : `${label} (no day)`;
  });

test('one search for every area per text, ranked exact, prefix, contains; a late reply to an older text never replaces the newer one', async () => {
  await renderAt('/dashboard', <Palette />);
  // The network is slow for the search of "ba": its reply comes only after "bar" has been answered.
  await stack.holdCalls('"text":"ba"');
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('ba');
  await vi.waitFor(() => expect(searched()).toContain('ba'));
  await userEvent.keyboard('r');
  const palette = page.getByRole('dialog');
  const events = palette.getByRole('group', { name: 'Events' });
  await expect.element(events.getByRole('option', { name: /^Rooftop Bar · .* event$/ })).toBeVisible();
  // The exact name first, then the names it starts, then those holding it.
  expect(labels(events)).toEqual(['Bar', 'Barista Night', 'Rooftop Bar']);
  // The same search found the ticket set: no call per area.
  await expect.element(palette.getByRole('group', { name: 'Event Tickets' }).getByRole('option', { name: /^Barista Night · / })).toBeVisible();
  // Now the reply to "ba" comes (or its call was given up): its record that "bar" does not find stays away.
  await stack.releaseHeld();
  await Promise.allSettled(fetched.mock.results.map((result) => result.value));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect.element(palette.getByRole('option', { name: /^Bazaar Night · .* event$/ })).not.toBeInTheDocument();
  expect(labels(events)).toEqual(['Bar', 'Barista Night', 'Rooftop Bar']);
  expect(searched().filter((text) => text === 'bar')).toHaveLength(1);
});

test('two letters find names starting with them only: no contains match below three', async () => {
  await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('ba');
  const events = page.getByRole('dialog').getByRole('group', { name: 'Events' });
  await expect.element(events.getByRole('option', { name: /^Bazaar Night · .* event$/ })).toBeVisible();
  expect(labels(events)).toEqual(['Bar', 'Barista Night', 'Bazaar Night']);
});
