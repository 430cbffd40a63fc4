import { afterEach, beforeAll, beforeEach, expect, test, vi, type MockInstance } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { TableEdit } from '../../../../web/features/tables/components/TableEdit.tsx';
import { mediaUrl } from '../../../../web/lib/media/mediaUrl.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();
let made: { _id: string; name: string };
let image = '';

const readTable = async () => (await stack.graphql<{ table: { name: string; image: string } }>('query ($id: ID!) { table(id: $id) { name image } }', { id: made._id })).table;

beforeAll(async () => {
  made = await stack.seed<{ _id: string; name: string }>('table', 'VIP 1');
  ({ image } = await readTable());
});

// Observed, not replaced: the save still reaches the gateway; only what it sent is read.
let fetched: MockInstance<typeof fetch>;
beforeEach(() => {
  fetched = vi.spyOn(window, 'fetch');
});
afterEach(() => vi.restoreAllMocks());

/** The input of the UpdateTable calls sent so far. */
const updates = () =>
  fetched.mock.calls.flatMap(([, init]) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string; variables?: { input?: Record<string, unknown> } }) : undefined;
    return body?.operationName === 'UpdateTable' ? [body.variables?.input] : [];
  });

test('shows the table’s current image with “Re-crop current image”, and a save with no new image sends none', async () => {
  const location = await renderAt(`/tables/${made._id}/edit`, <><Route path="/tables/:id/edit"><TableEdit /></Route><Toaster /></>);
  await expect.element(page.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', mediaUrl(image));
  await expect.element(page.getByRole('button', { name: 'Re-crop current image' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Replace image' })).toBeVisible();

  await page.getByLabelText('Name', { exact: true }).fill('VIP One');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Table updated successfully')).toBeVisible();
  await vi.waitFor(() => expect(location.history.at(-1)).toBe('/tables'));
  expect(updates()).toHaveLength(1);
  expect(updates()[0]).not.toHaveProperty('image');
  expect(await readTable()).toEqual({ name: 'VIP One', image });
});
