import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { CategoryEdit } from '../../../../web/features/categories/components/CategoryEdit.tsx';
import { CategoryNew } from '../../../../web/features/categories/components/CategoryNew.tsx';
import { chooseFiles } from '../../support/chooseFiles.ts';
import { drawnPicture } from '../../support/drawnPicture.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

type Found = { categories: { items: { id: string; name: string; layout: { image: string; imageAlt: string } }[] } };
const find = async (name: string) => (await stack.graphql<Found>(`query($q: String) { categories(limit: 5, search: $q) { items { id name layout { image imageAlt } } } }`, { q: name })).categories.items.find((c) => c.name === name);

test('Add Category with the layout cropped before the name is typed: the layout is a PNG described by the name', async () => {
  const location = await renderAt('/categories/new', <><CategoryNew /><Toaster /></>);
  await chooseFiles('Layout image', [await drawnPicture()]);
  await expect.element(page.getByRole('group', { name: 'Crop image' })).toBeVisible();
  await page.getByRole('button', { name: 'Select & save image' }).click();
  await expect.element(page.getByRole('img', { name: 'Current layout image' })).toBeVisible();
  await page.getByLabelText('Name', { exact: true }).fill('Skyline');
  await page.getByRole('button', { name: 'Add Category' }).click();
  await expect.element(page.getByText('Category created successfully')).toBeVisible();
  expect(location.history?.at(-1)).toBe('/categories');
  const made = await find('Skyline');
  expect(made?.layout.image).toMatch(/^category\/.+\.png$/);
  expect(made?.layout.imageAlt).toBe('Skyline');
});

// Names are unique among live categories: this one is not the first test's.
test('Edit Category: a rename keeps the layout and describes it by the new name', async () => {
  const image = await stack.seed<string>('media', 'category');
  const made = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Harbour', layout: { image, imageAlt: 'Harbour' } } });
  await renderAt(`/categories/${made._id}/edit`, <><Route path="/categories/:id/edit"><CategoryEdit /></Route><Toaster /></>);
  await expect.element(page.getByLabelText('Name', { exact: true })).toHaveValue('Harbour');
  await page.getByLabelText('Name', { exact: true }).fill('Harbour Terrace');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Category updated successfully')).toBeVisible();
  const renamed = await find('Harbour Terrace');
  expect(renamed?.layout).toEqual({ image, imageAlt: 'Harbour Terrace' });
});
