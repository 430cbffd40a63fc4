import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Permission } from '#domain/permissions';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { signIn } from '../../../../web/lib/session.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

// Every record the palette offers has something the account may do with it: at least showing it in
// its list, which whoever sees the area reads (§6), when there is no screen it may open.
const stack = useStack();
let sam: { name: string; token: string; permissions: Permission[] };

beforeAll(async () => {
  const layout = await stack.seed<string>('media', 'category');
  await stack.seed('rest', { method: 'post', path: '/create/category', body: { name: 'Audit Cat', layout: { image: layout, imageAlt: 'Audit Cat' } } });
  await stack.seed('rest', { method: 'post', path: '/create/section', body: { name: 'Audit Floor' } });
  sam = await stack.seed('subAdminWith', [
    { name: 'categories', add: true },
    { name: 'sections', view: true },
  ]);
});
afterEach(() => closePalette());

const palette = () => page.getByRole('dialog');
const actionsOf = async (group: string, record: string) => {
  signIn({ name: sam.name, token: sam.token, accountType: 2, permissions: sam.permissions });
  const location = await renderAt('/dashboard', <Palette />);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('audit');
  await palette().getByRole('group', { name: group }).getByRole('option', { name: new RegExp(`^${record}`) }).click();
  // The record's page: its actions in place of the search's hits.
  await expect.element(palette().getByRole('option', { name: /^Show in / })).toBeVisible();
  return { location, labels: palette().getByRole('option').elements().map((option) => option.textContent) };
};

test('a category found by a role that may only add categories offers Show in Categories, which searches the list for it', async () => {
  const { location, labels } = await actionsOf('Categories', 'Audit Cat');
  expect(labels).toEqual(['Show in Categories']);
  await userEvent.keyboard('{Enter}');
  expect(location.history.at(-1)).toBe('/categories?q=Audit+Cat');
});

test('a section (no detail screen) found by a role that may only view sections offers Show in its list', async () => {
  const { location, labels } = await actionsOf('Sections', 'Audit Floor');
  expect(labels).toEqual(['Show in Sections']);
  await userEvent.keyboard('{Enter}');
  expect(location.history.at(-1)).toBe('/sections?q=Audit+Floor');
});
