import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LoginPage } from '../../web/features/auth/components/LoginPage.tsx';
import { session, signIn } from '../../web/lib/session.ts';

test('opening it clears the stored session', async () => {
  signIn({ name: 'Ada', token: 'stale', accountType: 1, permissions: [] });
  await render(<LoginPage />);
  await expect.element(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(session.token).toBe('');
  expect(localStorage.getItem('token')).toBeNull();
  await expect.element(page.getByText(/agree to our Terms of Service and Privacy Policy/)).toBeVisible();
});

test('shows a field message only after the field was touched', async () => {
  await render(<LoginPage />);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect.element(email).toBeVisible();
  await expect.element(page.getByText('Email is required')).not.toBeInTheDocument();
  await email.click();
  await userEvent.tab();
  await expect.element(page.getByText('Email is required')).toBeVisible();
  await expect.element(page.getByText('Password is required')).not.toBeInTheDocument();
  await email.fill('not-an-email');
  await expect.element(page.getByText('Invalid email')).toBeVisible();
});

test('Sign In with empty fields shows every message', async () => {
  await render(<LoginPage />);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect.element(page.getByText('Email is required')).toBeVisible();
  await expect.element(page.getByText('Password is required')).toBeVisible();
});
