import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { emptyPermission } from '#domain/permissions';
import { DataTable } from '../../../../web/components/DataTable.tsx';
import { switchColumn } from '../../../../web/lib/table/switchColumn.tsx';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { session, signIn, signOut } from '../../../../web/lib/session.ts';
import { switchRow } from '../../../../web/lib/switchRow.ts';
import { labelOf } from '../../support/labelOf.ts';

interface Row { id: string; name: string; status: 'ACTIVE' | 'INACTIVE'; isBlocked: boolean }

/** A list whose rows take a new value only once `save` succeeded. */
function List({ field, save }: { field: 'status' | 'isBlocked'; save: (id: string, on: boolean) => Promise<unknown> }) {
  const [rows] = useState(() => proxy({ items: [{ id: 'a', name: 'Ali', status: 'ACTIVE', isBlocked: false } as Row], count: 1 }));
  const snap = useSnapshot(rows);
  const columns = [switchColumn<Row>(session, 'hosts', field, (row) => row.name, switchRow(rows, save, field))];
  return (
    <>
      <DataTable caption="Hosts" rows={snap.items} columns={columns} offset={0} loading={false} failed={false} loadingText="Loading" />
      <p>{snap.items[0]?.status} {String(snap.items[0]?.isBlocked)}</p>
      <Toaster />
    </>
  );
}

afterEach(() => signOut());

test('a Status column shows ACTIVE as on and saves the flip into the row', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  const saved: [string, boolean][] = [];
  await render(<List field="status" save={async (id, on) => { saved.push([id, on]); }} />);
  await expect.element(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Status of Ali' });
  await expect.element(toggle).toBeChecked();
  await labelOf(toggle).click();
  await expect.element(page.getByText('INACTIVE false')).toBeVisible();
  expect(saved).toEqual([['a', false]]);
});

test('a Blocked column saves isBlocked; a refused call leaves the row as it was', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  await render(<List field="isBlocked" save={() => Promise.reject(new Error('offline'))} />);
  await expect.element(page.getByRole('columnheader', { name: 'Blocked' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Blocked: Ali' });
  await expect.element(toggle).not.toBeChecked();
  await labelOf(toggle).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('Something Went Wrong');
  await expect.element(toggle).not.toBeChecked();
  await expect.element(page.getByText('ACTIVE false')).toBeVisible();
});

test('without the edit action the switch is disabled (§6)', async () => {
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: [{ ...emptyPermission('hosts'), view: true }] });
  await render(<List field="isBlocked" save={async () => undefined} />);
  await expect.element(page.getByRole('switch', { name: 'Blocked: Ali' })).toBeDisabled();
});
