import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toaster } from '../../../web/components/Toaster.tsx';
import { offerAction, reportError, toastSuccess } from '../../../web/lib/toasts.ts';

test('two calls failing together (the session check and the list, network down) say "Something Went Wrong" once', async () => {
  await render(<Toaster />);
  reportError(new TypeError('Failed to fetch'));
  reportError(new TypeError('Failed to fetch'));
  await expect.element(page.getByRole('alert')).toHaveTextContent('Something Went Wrong');
  expect(page.getByRole('alert').elements()).toHaveLength(1);
});

test('a toast with its own button (Undo of one delete) is never merged into the next one of the same text', async () => {
  await render(<Toaster />);
  toastSuccess('Section deleted successfully');
  offerAction('Undo', () => undefined);
  toastSuccess('Section deleted successfully');
  offerAction('Undo', () => undefined);
  await expect.poll(() => page.getByRole('button', { name: 'Undo' }).elements()).toHaveLength(2);
});
