import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { TableEdit } from '../../../../web/features/tables/components/TableEdit.tsx';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();
let refs = { sectionId: '', categoryId: '' };

/** A table numbered "7", made through REST; its id. */
const makeTable = async (name: string) => {
  const image = await stack.seed<string>('media', 'tables');
  return (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/table', body: { name, tableNo: '7', capacity: 4, ...refs, inclusions: ['Water'], image } }))._id;
};
const openEdit = (id: string) => renderAt(`/tables/${id}/edit`, <><Route path="/tables/:id/edit"><TableEdit /></Route><Toaster /></>);
const tableNoOf = async (id: string) => (await stack.graphql<{ table: { tableNo: string | null } }>(`{ table(id: "${id}") { tableNo } }`)).table.tableNo;

beforeAll(async () => {
  const sectionId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/section', body: { name: 'Ground' } }))._id;
  const layout = await stack.seed<string>('media', 'category');
  const categoryId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Gold', layout: { image: layout, imageAlt: 'Gold' } } }))._id;
  refs = { sectionId, categoryId };
});

test('emptying Table No and saving removes the number (the form sends tableNo: null, since one left out is kept)', async () => {
  const id = await makeTable('VIP 1');
  await openEdit(id);
  const tableNo = page.getByLabelText('Table No');
  await expect.element(tableNo).toHaveValue('7');
  await tableNo.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Table updated successfully')).toBeVisible();
  expect(await tableNoOf(id)).toBeNull();
});

test('saving without touching Table No keeps it', async () => {
  const id = await makeTable('VIP 2');
  await openEdit(id);
  await page.getByLabelText('Name').fill('VIP 2 renamed');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Table updated successfully')).toBeVisible();
  expect(await tableNoOf(id)).toBe('7');
});
