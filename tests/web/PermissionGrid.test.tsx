import { useState } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emptyPermissions } from '#domain/permissions';
import { labelOf } from './support/labelOf.ts';
import { PermissionGrid } from '../../web/features/roles/components/PermissionGrid.tsx';

function Harness() {
  const [value, setValue] = useState(emptyPermissions());
  return <PermissionGrid value={value} onChange={setValue} />;
}

const box = (label: string) => page.getByRole('checkbox', { name: label, exact: true });

test('lists the 17 modules under "Assign Permissions"', async () => {
  await render(<Harness />);
  await expect.element(page.getByRole('heading', { name: 'Assign Permissions' })).toBeVisible();
  expect(page.getByRole('checkbox').elements()).toHaveLength(17 * 5);
  await expect.element(page.getByRole('rowheader', { name: "IP's" })).toBeVisible();
});

test('ticking All sets the whole row; unticking one box leaves All as it was', async () => {
  await render(<Harness />);
  await labelOf(box('Hosts All')).click();
  for (const flag of ['All', 'Add', 'View', 'Edit', 'Delete']) await expect.element(box(`Hosts ${flag}`)).toBeChecked();
  await expect.element(box('Users All')).not.toBeChecked();

  await labelOf(box('Hosts Add')).click();
  await expect.element(box('Hosts Add')).not.toBeChecked();
  await expect.element(box('Hosts All')).toBeChecked();

  await labelOf(box('Hosts All')).click();
  for (const flag of ['All', 'View', 'Edit', 'Delete']) await expect.element(box(`Hosts ${flag}`)).not.toBeChecked();
});
