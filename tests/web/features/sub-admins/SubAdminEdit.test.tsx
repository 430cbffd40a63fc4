import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route } from 'wouter';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { subAdminsResource } from '../../../../web/features/sub-admins/resource.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

const openEdit = async (id: string) => {
  const Edit = subAdminsResource.screens.edit!;
  return renderAt(`/subAdmins/${id}/edit`, <><Route path="/subAdmins/:id/edit"><Suspense><Edit /></Suspense></Route><Toaster /></>);
};

test('Edit Sub Admin whose role was made inactive: Role says its choice is no longer available (not "Select Role"), and Save shows the refusal under Role, keeping what was typed', async () => {
  const role = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/role', body: { name: 'Night door', permissions: [{ name: 'bookings', all: false, add: false, view: true, edit: false, del: false }] } });
  await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/role', body: { name: 'Bar', permissions: [{ name: 'menu', all: false, add: false, view: true, edit: false, del: false }] } });
  const sub = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/subAdmin', body: { name: 'Nadia Door', email: 'nadia@venue.test', roleId: role._id, password: 'Sub-pass-1234' } });
  await stack.seed('rest', { method: 'patch', path: '/update/role/status', body: { roleId: role._id, status: 2 } });

  const location = await openEdit(sub._id);
  const select = page.getByRole('combobox', { name: 'Role' });
  await expect.element(select).toHaveDisplayValue('No longer available (inactive or deleted)');
  await expect.element(select.getByRole('option', { name: 'Bar' })).toBeInTheDocument();
  await page.getByLabelText('Name', { exact: true }).fill('Nadia Door-Keeper');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(select).toHaveAccessibleDescription('The selected role is inactive');
  await expect.element(page.getByLabelText('Name', { exact: true })).toHaveValue('Nadia Door-Keeper');
  expect(location.history?.at(-1)).toBe(`/subAdmins/${sub._id}/edit`);

  // Choosing an active role saves, and the unavailable choice is gone with the value it stood for.
  await select.selectOptions('Bar');
  await expect.element(select.getByRole('option', { name: 'No longer available (inactive or deleted)' })).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Sub admin updated successfully')).toBeVisible();
  expect(location.history?.at(-1)).toBe('/subAdmins');
});

test('Edit Sub Admin with an active role shows it chosen', async () => {
  const role = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/role', body: { name: 'Cashier', permissions: [{ name: 'bookings', all: false, add: false, view: true, edit: false, del: false }] } });
  const sub = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/subAdmin', body: { name: 'Omar Till', email: 'omar@venue.test', roleId: role._id, password: 'Sub-pass-1234' } });
  await openEdit(sub._id);
  await expect.element(page.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Cashier');
  expect(page.getByRole('option', { name: 'No longer available (inactive or deleted)' }).query()).toBeNull();
});
