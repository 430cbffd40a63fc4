import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ConfirmDelete } from '../../web/components/ConfirmDelete.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return <ConfirmDelete isOpen={open} onClose={() => setOpen(false)} onConfirm={onConfirm} />;
}

test('shows the spec texts and buttons', async () => {
  await render(<Harness onConfirm={() => undefined} />);
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByText('Are you sure you want to delete this item? This action cannot be undone.')).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
});

test.each(['Cancel', 'Close'])('%s hides it without deleting', async (name) => {
  const onConfirm = vi.fn();
  await render(<Harness onConfirm={onConfirm} />);
  await page.getByRole('button', { name }).click();
  await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('Escape hides it without deleting', async () => {
  const onConfirm = vi.fn();
  await render(<Harness onConfirm={onConfirm} />);
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('Delete confirms once and closes', async () => {
  const onConfirm = vi.fn();
  await render(<Harness onConfirm={onConfirm} />);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  expect(onConfirm).toHaveBeenCalledTimes(1);
});
