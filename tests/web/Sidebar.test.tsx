import { afterEach, beforeEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emptyPermission } from '#domain/permissions';
import { Sidebar } from '../../web/components/layout/Sidebar.tsx';
import { TopBar } from '../../web/components/layout/TopBar.tsx';
import type { NavItem } from '../../web/lib/resource.ts';
import { session, setDrawerOpen, signIn, signOut } from '../../web/lib/session.ts';

// The fixed sidebar of a wide screen (below 1024 px it is a drawer).
beforeEach(() => page.viewport(1280, 800));

const items: NavItem[] = [
  { key: 'dashboard', label: 'Dashboard', path: '/dashboard', icon: 'dashboard', access: 'dashboard' },
  { key: 'roles', label: 'Roles', path: '/roles', icon: 'roles', access: 'roles' },
  { key: 'users', label: 'Users', path: '/users', icon: 'menu', access: 'users' },
  { key: 'hosts', label: 'Hosts', path: '/hosts', icon: 'menu', access: 'hosts' },
];

const renderAt = (path: string) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <Sidebar items={items} />
    </Router>,
  );
const nav = () => page.getByRole('navigation', { name: 'Main' });

afterEach(() => {
  signOut();
  session.isCollapsed = false;
  setDrawerOpen(false);
});

test('an Admin sees every entry in order, the current one marked', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  await renderAt('/roles/42/edit');
  await expect.element(nav().getByRole('link').nth(0)).toHaveAccessibleName('Dashboard');
  expect(nav().getByRole('link').elements().map((a) => a.textContent)).toEqual(['Dashboard', 'Roles', 'Users', 'Hosts']);
  await expect.element(nav().getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
  await expect.element(nav().getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test('a Sub Admin sees the dashboard and only modules with a flag set', async () => {
  signIn({ name: 'Sam', token: 't', accountType: 2, permissions: [{ ...emptyPermission('users'), view: true }, emptyPermission('hosts')] });
  await renderAt('/dashboard');
  await expect.element(nav().getByRole('link', { name: 'Users' })).toBeVisible();
  expect(nav().getByRole('link').elements().map((a) => a.textContent)).toEqual(['Dashboard', 'Users']);
});

test('the toggle collapses and expands it, and the choice is stored', async () => {
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  await renderAt('/dashboard');
  const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
  await toggle.click();
  await expect.element(nav()).toHaveClass(/sidebar--collapsed/);
  await expect.element(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  expect(localStorage.getItem('isCollapsed')).toBe('true');
  await expect.element(nav().getByRole('link', { name: 'Roles' })).toBeInTheDocument();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.element(nav()).not.toHaveClass(/sidebar--collapsed/);
  expect(localStorage.getItem('isCollapsed')).toBe('false');
});

test('below 1024 px the open drawer takes the focus, keeps Tab inside it, and Escape gives it back to Menu', async () => {
  await page.viewport(390, 844);
  signIn({ name: 'Ada', token: 't', accountType: 1, permissions: [] });
  await render(
    <Router hook={memoryLocation({ path: '/users' }).hook}>
      <Sidebar items={items} />
      <TopBar />
    </Router>,
  );
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect.element(nav().getByRole('link', { name: 'Users' })).toHaveFocus();
  await userEvent.keyboard('{Tab}');
  await expect.element(nav().getByRole('link', { name: 'Hosts' })).toHaveFocus();
  // Past its last entry Tab comes round to its first control (Close menu), and back.
  await userEvent.keyboard('{Tab}');
  await expect.element(page.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
  await expect.element(nav().getByRole('link', { name: 'Hosts' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.element(nav()).not.toHaveClass(/sidebar--open/);
  await expect.element(menu).toHaveFocus();
  await menu.click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect.element(menu).toHaveFocus();
});
