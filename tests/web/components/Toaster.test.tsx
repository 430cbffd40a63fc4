import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Toaster } from '../../../web/components/Toaster.tsx';
import { offerAction, reportError, toastSuccess, toasts } from '../../../web/lib/toasts.ts';

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

test("each toast's Dismiss and action say which toast they are for: the toast's message describes them", async () => {
  toasts.items = [];
  await render(<Toaster />);
  toastSuccess('Role saved successfully');
  toastSuccess('Section deleted successfully');
  offerAction('Undo', () => undefined);
  const described = (button: Element) => (button.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');
  await expect.poll(() => page.getByRole('button', { name: 'Dismiss' }).elements().map(described)).toEqual(['Role saved successfully', 'Section deleted successfully']);
  expect(described(page.getByRole('button', { name: 'Undo' }).element())).toBe('Section deleted successfully');
});
