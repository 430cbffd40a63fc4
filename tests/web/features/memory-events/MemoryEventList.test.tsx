import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { MemoryEventList } from '../../../../web/features/memory-events/components/MemoryEventList.tsx';
import { signIn, signOut } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';

const event = (i: number, name: string, status: string) => ({ id: `e${i}`, name, status, date: '2027-03-02', image: `events/${i}.png` });
const EVENTS = [...Array.from({ length: 10 }, (_, i) => event(i, `Jazz night ${i}`, 'ACTIVE')), event(10, 'Jazz brunch', 'INACTIVE'), event(11, 'Salsa social', 'ACTIVE')];

let asked: Record<string, unknown>[];

/** A stand-in for the gateway's /graphql: the live events matching `search` (by name) and `status`. */
const fakeGraphql = async (_url: RequestInfo | URL, init?: RequestInit) => {
  const { operationName, variables } = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
  expect(operationName).toBe('MemoryEventChoices');
  asked.push(variables);
  const search = (variables.search as string | undefined)?.toLowerCase();
  const allEvents = EVENTS.filter((e) => (!search || e.name.toLowerCase().includes(search)) && (!variables.status || e.status === variables.status)).map(({ status: _status, ...e }) => e);
  return new Response(JSON.stringify({ data: { allEvents } }), { headers: { 'content-type': 'application/json' } });
};

beforeEach(() => {
  asked = [];
  vi.stubGlobal('fetch', vi.fn(fakeGraphql));
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

test('a link with ?q= and ?status= opens that view of the events: the call asks for it and the tools show it', async () => {
  await renderAt('/memoryEvents?q=jazz&status=inactive', <MemoryEventList />);
  const grid = page.getByRole('list', { name: 'Memory Events' });
  await expect.element(grid.getByRole('link', { name: 'Memories of Jazz brunch' })).toBeVisible();
  await expect.element(grid.getByRole('listitem')).toHaveLength(1);
  expect(asked.at(-1)).toEqual({ search: 'jazz', status: 'INACTIVE' });
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('jazz');
  await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
});

test('typing a search and choosing a status land in the URL, start again from page 1 and keep across pages', async () => {
  const location = await renderAt('/memoryEvents?page=2', <MemoryEventList />);
  const grid = page.getByRole('list', { name: 'Memory Events' });
  await expect.element(grid.getByRole('listitem')).toHaveLength(3);
  await page.getByRole('searchbox', { name: 'Search' }).fill('jazz');
  await expect.poll(() => location.history.at(-1)).toBe('/memoryEvents?q=jazz');
  await expect.element(grid.getByRole('listitem')).toHaveLength(9);
  expect(asked.at(-1)).toEqual({ search: 'jazz' });
  await page.getByRole('combobox', { name: 'Status' }).selectOptions('active');
  await expect.poll(() => location.history.at(-1)).toBe('/memoryEvents?q=jazz&status=active');
  expect(asked.at(-1)).toEqual({ search: 'jazz', status: 'ACTIVE' });
  await page.getByRole('button', { name: 'Page 2' }).click();
  expect(location.history.at(-1)).toBe('/memoryEvents?q=jazz&status=active&page=2');
  await expect.element(grid.getByRole('link', { name: 'Memories of Jazz night 9' })).toBeVisible();
  await expect.element(grid.getByRole('listitem')).toHaveLength(1);
});
