import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { AppRoutes } from '../../../web/app/AppRoutes.tsx';
import { resources } from '../../../web/app/registry.ts';
import { Toaster } from '../../../web/components/Toaster.tsx';
import { toasts } from '../../../web/lib/toasts.ts';
import { renderAt } from '../support/renderAt.tsx';
import { useStack } from '../support/stack.ts';

// README: "Delete is on every area's detail screen". Every area with a detail screen whose
// declaration deletes, derived or written by hand, shows it there, as the router shows the screen.
const stack = useStack();
const deleting = resources.filter((resource) => resource.screens.view && resource.operations?.includes('delete'));

let ids: Record<string, string>;
// Each area's toast alone on screen.
afterEach(() => {
  toasts.items = [];
});
beforeAll(async () => {
  ids = await stack.seed<Record<string, string>>('oneOfEach');
});

test('the areas walked are every area with a detail screen and a delete', () => {
  expect(deleting.map((r) => r.key).sort()).toEqual(Object.keys(ids).sort());
});

test.each(deleting.map((resource) => [resource.key, resource] as const))('%s: Detail offers Delete, which asks, deletes, offers Undo and returns to the list', async (key, resource) => {
  const id = ids[key];
  if (!id) throw new Error(`no ${key} record seeded: add one to oneOfEach`);
  const location = await renderAt(`${resource.path}/${id}`, <><AppRoutes /><Toaster /></>);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Delete' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await vi.waitFor(() => expect(location.history.at(-1)).toBe(resource.path));
  await expect.element(page.getByText(/deleted successfully/)).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Undo' })).toBeVisible();
});
