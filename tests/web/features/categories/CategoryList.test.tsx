import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { CategoryList } from '../../../../web/features/categories/components/CategoryList.tsx';
import { labelOf } from '../../support/labelOf.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

/** A category made through REST, with an uploaded layout; its id. */
const makeCategory = async (name: string) => {
  const image = await stack.seed<string>('media', 'category');
  const made = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name, layout: { image, imageAlt: name } } });
  return made._id;
};

beforeAll(async () => {
  await makeCategory('Lounge busy');
  const quiet = await makeCategory('Lounge quiet');
  await stack.seed('rest', { method: 'patch', path: '/update/category/status', body: { categoryId: quiet, status: 2 } });
  const terrace = await makeCategory('Old terrace');
  await stack.seed('rest', { method: 'delete', path: '/delete/category', body: { categoryId: terrace, isDelete: true } });
});

test('a link with ?q= and ?status= opens that view: the list shows it and the tools show it', async () => {
  await renderAt('/categories?q=lounge&status=inactive', <CategoryList />);
  const table = page.getByRole('table', { name: 'Categories' });
  await expect.element(table.getByText('Lounge quiet')).toBeVisible();
  expect(table.getByText('Lounge busy').query()).toBeNull();
  expect(table.getByText('Old terrace').query()).toBeNull();
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('lounge');
  await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
  await expect.element(page.getByRole('link', { name: 'Deleted', exact: true })).toHaveAttribute('href', '/categories?deleted=1');
});

test('the Deleted view lists the deleted categories with Restore; a restored one leaves it and is live again', async () => {
  await renderAt('/categories?deleted=1', <><CategoryList /><Toaster /></>);
  await expect.element(page.getByRole('heading', { name: 'Deleted Categories' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Restore Old terrace' })).toBeVisible();
  expect(page.getByText('Lounge busy').query()).toBeNull();
  await page.getByRole('button', { name: 'Restore Old terrace' }).click();
  await expect.element(page.getByText('Category restored successfully')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Restore Old terrace' })).not.toBeInTheDocument();
  await expect.element(page.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/categories');
  const live = await stack.graphql<{ categories: { items: { name: string }[] } }>('{ categories(search: "terrace") { items { name } } }');
  expect(live.categories.items.map((c) => c.name)).toEqual(['Old terrace']);
});

test('switching Auto Renewal on renews a category whose latest record has ended: its row shows today\'s price at once', async () => {
  const id = await makeCategory('Rooftop lapsed');
  await stack.seed('pastRecord', { categoryId: id, price: 750, endedDaysAgo: 1 });
  await renderAt('/categories?q=rooftop', <><CategoryList /><Toaster /></>);
  const row = page.getByRole('row').filter({ hasText: 'Rooftop lapsed' });
  await expect.element(row.getByText('N/A')).toBeVisible();
  await labelOf(row.getByRole('switch', { name: 'Auto renewal of Rooftop lapsed' })).click();
  await expect.element(row.getByText('AED 750')).toBeVisible();
  await expect.element(row.getByRole('switch', { name: 'Auto renewal of Rooftop lapsed' })).toBeChecked();
});
