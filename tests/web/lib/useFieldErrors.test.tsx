import { Suspense } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { hostsResource } from '../../../web/features/hosts/resource.ts';
import { TableNew } from '../../../web/features/tables/components/TableNew.tsx';
import { renderAt } from '../support/renderAt.tsx';
import { useStack } from '../support/stack.ts';

useStack();

// The audit's window: the forms fit, so their Save sits under the fields rather than stuck to the bottom.
beforeEach(() => page.viewport(1400, 900));
afterEach(() => page.viewport(414, 896));

/**
 * Clicks a field, then the submit button once, as a mouse does: leaving the field must not show its
 * message (and push the button down) between the press and the release, or the click is lost.
 */
async function focusThenSubmit(field: string, submit: string) {
  await page.getByLabelText(field, { exact: true }).click();
  await page.getByRole('button', { name: submit, exact: true }).click();
}

test('Add Table: one click on Add Table after focusing Name shows every required message', async () => {
  await renderAt('/tables/new', <TableNew />);
  await focusThenSubmit('Name', 'Add Table');
  for (const message of ['Name is required', 'Capacity is required', 'Section is required', 'Category is required']) {
    await expect.element(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a spec form (Add Host): one click on Add Host after focusing First Name shows every required message', async () => {
  const AddHost = hostsResource.screens.new!;
  await renderAt('/hosts/new', <Suspense><AddHost /></Suspense>);
  await focusThenSubmit('First Name', 'Add Host');
  for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Password is required']) {
    await expect.element(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a field left for another by the mouse still shows its message, once the press is over', async () => {
  const AddHost = hostsResource.screens.new!;
  await renderAt('/hosts/new', <Suspense><AddHost /></Suspense>);
  await page.getByLabelText('First Name', { exact: true }).click();
  await page.getByLabelText('Last Name', { exact: true }).click();
  await expect.element(page.getByText('First Name is required', { exact: true })).toBeVisible();
  await expect.element(page.getByText('Last Name is required', { exact: true })).not.toBeInTheDocument();
});
