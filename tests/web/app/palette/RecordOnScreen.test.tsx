import { Suspense } from 'react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { Route } from 'wouter';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { hostsResource } from '../../../../web/features/hosts/resource.ts';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();
let table: { _id: string; name: string };
let host: { _id: string };

beforeAll(async () => {
  table = await stack.seed<{ _id: string; name: string }>('table', 'VIP Booth');
  host = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/host', body: { firstName: 'Hana', lastName: 'Host', email: 'hana@venue.test', password: 'Host-pass-123' } });
});
afterEach(() => closePalette());

const palette = () => page.getByRole('dialog');
const labels = (group: Locator) => group.getByRole('option').elements().map((option) => option.textContent);
const tableStatus = async () => (await stack.graphql<{ table: { status: string } }>('query ($id: ID!) { table(id: $id) { status } }', { id: table._id })).table.status;

test('a found table offers Open, Edit, its status, its Feature switch and Delete', async () => {
  await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('VIP Booth');
  await palette().getByRole('option', { name: /^VIP Booth/ }).click();
  await expect.element(palette().getByRole('option', { name: 'Feature' })).toBeVisible();
  const found = labels(palette().getByRole('group', { name: 'VIP Booth' }));
  expect(found).toEqual(['Open', 'Edit', 'Deactivate', 'Feature', 'Delete']);
});

test('an account found by its name is named by the record the palette reads, not "undefined"', async () => {
  await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('Hana Host');
  await palette().getByRole('option', { name: /^Hana Host/ }).click();
  // The found record's page is headed by its name, read by its id (hosts' and users' reads lacked it).
  await expect.element(palette().getByRole('group', { name: 'Hana Host <hana@venue.test>' })).toBeVisible();
});

test('on the record’s own screen: the same actions, switches included, but the screen open', async () => {
  await renderAt(`/tables/${table._id}`, <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  const here = palette().getByRole('group', { name: 'This table' });
  await expect.element(here.getByRole('option', { name: 'Feature' })).toBeVisible();
  // Its own screen is left out: the detail offers Edit, not Open.
  expect(labels(here)).toEqual(['Edit this table', 'Deactivate this table', 'Feature', 'Delete this table']);
});

test('the status switch runs from the record on screen, and the palette then offers the other way', async () => {
  await renderAt(`/tables/${table._id}/edit`, <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  const here = palette().getByRole('group', { name: 'This table' });
  await here.getByRole('option', { name: 'Deactivate this table' }).click();
  await vi.waitFor(async () => expect(await tableStatus()).toBe('INACTIVE'));
  await userEvent.keyboard('{Control>}k{/Control}');
  await expect.element(here.getByRole('option', { name: 'Activate this table' })).toBeVisible();
  expect(labels(here)).toEqual(['Open this table', 'Activate this table', 'Feature', 'Delete this table']);
});

test('an account’s block switch (hosts) is offered on its screen too', async () => {
  await renderAt(`/hosts/${host._id}`, <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  const here = palette().getByRole('group', { name: 'This host' });
  await expect.element(here.getByRole('option', { name: 'Block this host' })).toBeVisible();
  expect(labels(here)).toEqual(['Edit this host', 'Block this host', 'Delete this host']);
});

test('the detail screen shows the change made from the palette', async () => {
  const HostDetail = hostsResource.screens.view!;
  await renderAt(`/hosts/${host._id}`, <><Route path="/hosts/:id"><Suspense><HostDetail /></Suspense></Route><Palette /></>);
  await expect.element(page.getByText('Blocked No')).toBeVisible();
  await userEvent.keyboard('{Control>}k{/Control}');
  await palette().getByRole('group', { name: 'This host' }).getByRole('option', { name: 'Block this host' }).click();
  await expect.element(page.getByText('Blocked Yes')).toBeVisible();
});
