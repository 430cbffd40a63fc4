import { afterEach, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emptyPermission, type Permission } from '#domain/permissions';
import { actionsColumn } from '../../web/lib/table/actionsColumn.tsx';
import { DataTable } from '../../web/components/DataTable.tsx';
import { RowActions } from '../../web/components/RowActions.tsx';
import { session, signIn, signOut } from '../../web/lib/session.ts';

interface Row { id: string; name: string }
const rows: Row[] = [{ id: 'r1', name: 'Managers' }];
const hosts = (flags: Partial<Permission>): Permission[] => [{ ...emptyPermission('hosts'), ...flags }];
const subAdmin = (permissions: Permission[]) => signIn({ name: 'Sam', token: 't', accountType: 2, permissions });

function Table({ onDelete }: { onDelete: (id: string) => void }) {
  return <DataTable caption="Hosts" rows={rows} columns={actionsColumn<Row>(session, 'hosts', '/hosts', (row) => row.name, onDelete)} offset={0} loading={false} failed={false} loadingText="Loading" />;
}

afterEach(() => signOut());

test('an Admin gets view and edit links to the record and a delete button', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const onDelete = vi.fn();
  await render(<Router hook={memoryLocation({ path: '/hosts' }).hook}><Table onDelete={onDelete} /></Router>);
  await expect.element(page.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'View Managers' })).toHaveAttribute('href', '/hosts/r1');
  await expect.element(page.getByRole('link', { name: 'Edit Managers' })).toHaveAttribute('href', '/hosts/r1/edit');
  await page.getByRole('button', { name: 'Delete Managers' }).click();
  expect(onDelete).toHaveBeenCalledWith('r1');
});

test('each action shows only with its own flag (§6)', async () => {
  subAdmin(hosts({ edit: true }));
  await render(<Router hook={memoryLocation({ path: '/hosts' }).hook}><RowActions area="hosts" href="/hosts/r1" name="Managers" onDelete={() => undefined} /></Router>);
  await expect.element(page.getByRole('link', { name: 'Edit Managers' })).toBeVisible();
  await expect.element(page.getByRole('link', { name: 'View Managers' })).not.toBeInTheDocument();
  await expect.element(page.getByRole('button', { name: 'Delete Managers' })).not.toBeInTheDocument();
});

test('no view, edit or delete flag means no Actions column', async () => {
  subAdmin(hosts({ add: true }));
  await render(<Router hook={memoryLocation({ path: '/hosts' }).hook}><Table onDelete={() => undefined} /></Router>);
  await expect.element(page.getByRole('table', { name: 'Hosts' })).toBeVisible();
  await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
});
