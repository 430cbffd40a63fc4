import { Suspense } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { AppRoutes } from '../../../web/app/AppRoutes.tsx';
import { Toaster } from '../../../web/components/Toaster.tsx';
import { renderAt } from '../support/renderAt.tsx';
import { useStack } from '../support/stack.ts';

const stack = useStack();
/** 25 users, newest first in the list: "Guest 25" heads page 1, "Guest 05" page 3. */
const users: { _id: string; firstName: string }[] = [];

beforeAll(async () => {
  for (let n = 1; n <= 25; n++) {
    const number = String(n).padStart(2, '0');
    users.push(await stack.seed('rest', { method: 'post', path: '/create/user', body: { firstName: 'Guest', lastName: number, email: `guest${number}@guest.test`, mobileCode: '+971', mobileNo: '501234567', dob: '1990-01-01' } }));
  }
  await stack.seed('table', 'VIP 1');
}, 60_000);

/** The console's routes at `path`, as the shell shows them. */
const consoleAt = (path: string) => renderAt(path, <><Suspense><AppRoutes /></Suspense><Toaster /></>);
const last = (location: { history: string[] }) => location.history.at(-1);

test('view from page 3 of Users, then Close: back on page 3', async () => {
  const location = await consoleAt('/users?page=3');
  await page.getByRole('link', { name: 'View Guest 05' }).click();
  await expect.element(page.getByRole('heading', { name: 'User Detail' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await vi.waitFor(() => expect(last(location)).toBe('/users?page=3'));
  await expect.element(page.getByRole('link', { name: 'View Guest 05' })).toBeVisible();
});

test('edit from a searched page, then Save (or Cancel): back on that page with its search', async () => {
  const location = await consoleAt('/users?page=3&q=guest');
  await page.getByRole('link', { name: 'Edit Guest 05' }).click();
  await expect.element(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await page.getByLabelText('Last Name').fill('05b');
  await page.getByRole('button', { name: 'Save' }).click();
  await vi.waitFor(() => expect(last(location)).toBe('/users?page=3&q=guest'));

  await page.getByRole('link', { name: 'Edit Guest 04' }).click();
  await expect.element(page.getByRole('heading', { name: 'Edit User' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await vi.waitFor(() => expect(last(location)).toBe('/users?page=3&q=guest'));
});

test('a record that fails to load sends the user back to the list they came from', async () => {
  const location = await consoleAt('/users?page=2');
  await expect.element(page.getByRole('link', { name: 'View Guest 15' })).toBeVisible();
  location.navigate('/users/00000000-0000-4000-8000-000000000000');
  await vi.waitFor(() => expect(last(location)).toBe('/users?page=2'));
});

test('a hand-written area (Tables) keeps its list too: search and date', async () => {
  const location = await consoleAt('/tables?q=vip');
  await page.getByRole('link', { name: 'View VIP 1' }).click();
  await expect.element(page.getByRole('heading', { name: 'Table Detail' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await vi.waitFor(() => expect(last(location)).toBe('/tables?q=vip'));
});

test('a record opened from elsewhere (another area, the palette) closes to the plain list', async () => {
  const location = await consoleAt('/users?page=3');
  await expect.element(page.getByRole('link', { name: 'View Guest 05' })).toBeVisible();
  location.navigate('/tables');
  await expect.element(page.getByRole('heading', { name: 'Tables', exact: true })).toBeVisible();
  location.navigate(`/users/${users[0]!._id}`);
  await expect.element(page.getByRole('heading', { name: 'User Detail' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await vi.waitFor(() => expect(last(location)).toBe('/users'));
});
