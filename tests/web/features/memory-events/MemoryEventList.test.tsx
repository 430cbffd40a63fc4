import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { MemoryEventList } from '../../../../web/features/memory-events/components/MemoryEventList.tsx';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

// The grid is latest date first: Jazz night 0 is the latest, so with ?q=jazz&status=active the tenth
// (Jazz night 9) is alone on page 2. Two inactive events, one of them not jazz, so that a lost search
// or a lost status shows a different set of cards. 13 events: page 2 of the whole list holds 4.
const EVENTS = [
  ...Array.from({ length: 10 }, (_, i) => ({ name: `Jazz night ${i}`, date: `2027-03-${String(20 - i).padStart(2, '0')}`, active: true })),
  { name: 'Jazz brunch', date: '2027-03-05', active: false },
  { name: 'Salsa social', date: '2027-03-04', active: true },
  { name: 'Salsa closing', date: '2027-03-03', active: false },
];

beforeAll(async () => {
  const made = await stack.seed<{ _id: string }[]>('events', EVENTS.map(({ name, date }) => ({ name, date })));
  for (const [i, { active }] of EVENTS.entries()) {
    if (!active) await stack.seed('rest', { method: 'patch', path: '/update/event/status', body: { eventId: made[i]!._id, status: 2 } });
  }
  // A deleted jazz event never shows: the grid is of the live events.
  const [gone] = await stack.seed<{ _id: string }[]>('events', [{ name: 'Jazz gone', date: '2027-03-21' }]);
  await stack.seed('rest', { method: 'delete', path: '/delete/event', body: { eventId: gone!._id, isDelete: true } });
});

test('a link with ?q= and ?status= opens that view of the events: the grid shows it and the tools show it', async () => {
  await renderAt('/memoryEvents?q=jazz&status=inactive', <MemoryEventList />);
  const grid = page.getByRole('list', { name: 'Memory Events' });
  // Only the inactive jazz event: without the search Salsa closing would show, without the status every Jazz night.
  await expect.element(grid.getByRole('link', { name: 'Memories of Jazz brunch' })).toBeVisible();
  await expect.element(grid.getByRole('listitem')).toHaveLength(1);
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('jazz');
  await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
});

test('typing a search and choosing a status land in the URL, start again from page 1 and keep across pages', async () => {
  const location = await renderAt('/memoryEvents?page=2', <MemoryEventList />);
  const grid = page.getByRole('list', { name: 'Memory Events' });
  await expect.element(grid.getByRole('link', { name: 'Memories of Salsa closing' })).toBeVisible();
  await expect.element(grid.getByRole('listitem')).toHaveLength(4);
  await page.getByRole('searchbox', { name: 'Search' }).fill('jazz');
  await expect.poll(() => location.history.at(-1)).toBe('/memoryEvents?q=jazz');
  // Page 1 of the 11 jazz events: the latest nine, no salsa.
  await expect.element(grid.getByRole('link', { name: 'Memories of Jazz night 0' })).toBeVisible();
  await expect.element(grid.getByRole('listitem')).toHaveLength(9);
  expect(grid.getByRole('link', { name: /Salsa/ }).query()).toBeNull();
  expect(grid.getByRole('link', { name: 'Memories of Jazz gone' }).query()).toBeNull();
  await page.getByRole('combobox', { name: 'Status' }).selectOptions('active');
  await expect.poll(() => location.history.at(-1)).toBe('/memoryEvents?q=jazz&status=active');
  await page.getByRole('button', { name: 'Page 2' }).click();
  expect(location.history.at(-1)).toBe('/memoryEvents?q=jazz&status=active&page=2');
  // Ten active jazz events: the tenth alone on page 2 (Jazz brunch, inactive, would make it two; a lost search, Salsa social three).
  await expect.element(grid.getByRole('link', { name: 'Memories of Jazz night 9' })).toBeVisible();
  await expect.element(grid.getByRole('listitem')).toHaveLength(1);
});
