import { Suspense } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { rolesResource } from '../../../../web/features/roles/resource.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

const permissions = [{ name: 'menu', all: false, add: false, view: true, edit: false, del: false }];
const makeRole = (name: string) => stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/role', body: { name, permissions } });

let held: { _id: string };
beforeAll(async () => {
  held = await makeRole('Door team');
  for (const who of ['dana', 'omar']) {
    await stack.seed('rest', { method: 'post', path: '/create/subAdmin', body: { name: who, email: `${who}@venue.test`, roleId: held._id, password: 'Sub-pass-123' } });
  }
  await makeRole('Bar team');
});

const List = rolesResource.screens.list!;
const renderList = () =>
  renderAt(
    '/roles',
    <>
      <Suspense fallback={null}>
        <List />
      </Suspense>
      <Toaster />
    </>,
  );
const confirmDelete = async (name: string) => {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
};
const liveRoles = async () => (await stack.graphql<{ roles: { items: { name: string }[] } }>('{ roles { items { name } } }')).roles.items.map((r) => r.name).sort();

test('deleting a role sub-admins hold toasts why it was refused, and the role stays listed', async () => {
  await renderList();
  await confirmDelete('Door team');
  await expect.element(page.getByRole('alert').filter({ hasText: 'This role is still assigned to 2 sub-admins: give them another role before deleting this one' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Delete Door team' })).toBeVisible();
  expect(await liveRoles()).toEqual(['Bar team', 'Door team']);
});

test('Undo after the role was brought back elsewhere says it is not deleted, and loses nothing', async () => {
  await renderList();
  await confirmDelete('Bar team');
  const deleted = page.getByRole('status').filter({ hasText: 'Role deleted successfully' });
  await expect.element(deleted).toBeVisible();
  // Another tab (or the palette) restores it first; then this toast's Undo.
  const { roles } = await stack.graphql<{ roles: { items: { id: string }[] } }>('{ roles(deleted: true) { items { id } } }');
  await stack.graphql('mutation ($id: ID!) { restoreRole(id: $id) { message } }', { id: roles.items[0]!.id });
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect.element(page.getByRole('alert').filter({ hasText: 'Role is not deleted' })).toBeVisible();
  // The list is read again: the role, live all along, is back on screen.
  await expect.element(page.getByRole('button', { name: 'Delete Bar team' })).toBeVisible();
  expect(await liveRoles()).toEqual(['Bar team', 'Door team']);
});
