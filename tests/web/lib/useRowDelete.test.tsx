import { useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDelete } from '../../../web/components/ConfirmDelete.tsx';
import { useRowDelete } from '../../../web/lib/useRowDelete.ts';

function Rows({ remove }: { remove: (id: string) => Promise<unknown> }) {
  const [rows] = useState(() => proxy({ items: [{ id: 'a', name: 'Managers' }, { id: 'b', name: 'Door staff' }], count: 2 }));
  const snap = useSnapshot(rows);
  const deletion = useRowDelete(rows, remove);
  return (
    <main>
      <h1>Roles</h1>
      <p>{snap.count} rows</p>
      {snap.items.map((row) => <button type="button" key={row.id} onClick={() => deletion.ask(row.id)}>Delete {row.name}</button>)}
      <ConfirmDelete {...deletion.confirm} />
    </main>
  );
}

test('confirming deletes the asked row and drops it from the page', async () => {
  const removed: string[] = [];
  await render(<Rows remove={async (id) => { removed.push(id); }} />);
  await page.getByRole('button', { name: 'Delete Door staff' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.element(page.getByText('1 rows')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Delete Door staff' })).not.toBeInTheDocument();
  expect(removed).toEqual(['b']);
});

test('by keyboard: once the row is gone, the focus is on the list’s heading, not back at the page’s start', async () => {
  await render(<Rows remove={async () => undefined} />);
  (page.getByRole('button', { name: 'Delete Door staff' }).element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.keyboard('{Tab}{Enter}');
  await expect.element(page.getByText('1 rows')).toBeVisible();
  await expect.element(page.getByRole('heading', { name: 'Roles' })).toHaveFocus();
});

test('cancelling deletes nothing, and a refused delete keeps the row', async () => {
  const removed: string[] = [];
  await render(<Rows remove={async (id) => { removed.push(id); throw new Error('refused'); }} />);
  await page.getByRole('button', { name: 'Delete Managers' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(removed).toEqual([]);
  await page.getByRole('button', { name: 'Delete Managers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  expect(removed).toEqual(['a']);
  await expect.element(page.getByText('2 rows')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Delete Managers' })).toBeVisible();
});
