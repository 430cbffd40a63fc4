import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_DELETE } from '#domain/messages';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo } from './lib/press.ts';
import { roleRow, successToast } from './lib/roles.ts';
import { signIn } from '../support/http.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const optionsOf = (page: Page) => paletteOf(page).getByRole('option');

/** Opens the palette with Ctrl+K and types `text` into its search. */
async function openPalette(page: Page, text = ''): Promise<void> {
  await page.keyboard.press('Control+k');
  await paletteOf(page).waitFor();
  await page.keyboard.type(text);
}

/** A signed-in Admin's page on `path`, once the shell is shown. */
async function adminOn(path: string, token = e2e.stack.api.adminToken): Promise<Page> {
  const page = await e2e.pageWithToken(token);
  await page.goto(e2e.url(path));
  await page.getByText('Welcome Test Admin').waitFor();
  return page;
}

describe('palette', () => {
  it('starts downloading its code when Ctrl goes down, before K, and not before', async () => {
    const page = await adminOn('/dashboard');
    await page.waitForLoadState('networkidle');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.keyboard.press('Shift');
    await page.waitForTimeout(300);
    expect(scripts).toEqual([]);
    await page.keyboard.down('Control');
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await paletteOf(page).waitFor();
  });

  it('"New role" opens the Add Role screen', async () => {
    const page = await adminOn('/dashboard');
    await openPalette(page, 'new');
    await arrowTo(page, paletteOf(page).getByRole('option', { name: 'New role' }));
    await page.getByRole('heading', { name: 'Add Role' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/roles/new');
  });

  it('finds roles by name as you type and runs open, edit, deactivate and delete on one', async () => {
    const { api } = e2e.stack;
    await api.createRole({ name: 'Bar Staff' });
    await api.createRole({ name: 'Bar Managers' });
    await api.createRole({ name: 'Security' });
    const page = await adminOn('/roles');
    await roleRow(page, 'Bar Staff').waitFor();
    const option = (name: string) => paletteOf(page).getByRole('option', { name, exact: true });

    await openPalette(page, 'BAR');
    await option('Bar Managers role').waitFor();
    await option('Bar Staff role').waitFor();
    expect(await paletteOf(page).getByRole('option', { name: /Security/ }).count()).toBe(0);
    await page.keyboard.type(' s');
    await option('Bar Managers role').waitFor({ state: 'detached' });
    await page.screenshot({ path: '/tmp/e2e-palette-search.png' });
    await arrowTo(page, option('Bar Staff role'));
    await option('Open').waitFor();
    expect(await optionsOf(page).allInnerTexts()).toEqual(['Open', 'Edit', 'Deactivate', 'Delete']);
    await arrowTo(page, option('Open'));
    await page.getByRole('heading', { name: 'Role Detail' }).waitFor();
    await page.getByText('Bar Staff').waitFor();

    await openPalette(page, 'bar staff');
    await arrowTo(page, option('Bar Staff role'));
    await arrowTo(page, option('Edit'));
    await page.getByRole('heading', { name: 'Edit Role' }).waitFor();
    expect(await page.getByLabel('Role Name').inputValue()).toBe('Bar Staff');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Roles' }).click();
    await roleRow(page, 'Bar Staff').waitFor();
    await openPalette(page, 'bar staff');
    await arrowTo(page, option('Bar Staff role'));
    await arrowTo(page, option('Deactivate'));
    await successToast(page, 'Role status updated successfully');
    // the open list reloads and shows the role switched off
    await page.getByRole('switch', { name: 'Status of Bar Staff' }).and(page.locator(':not(:checked)')).waitFor();

    await openPalette(page, 'bar staff');
    await arrowTo(page, option('Bar Staff role · inactive'));
    // A found record's actions follow once its area has read the whole record.
    await option('Activate').waitFor();
    expect(await optionsOf(page).allInnerTexts()).toEqual(['Open', 'Edit', 'Activate', 'Delete']);
    await arrowTo(page, option('Delete'));
    const dialog = page.getByRole('alertdialog', { name: CONFIRM_DELETE.title });
    await dialog.getByText(CONFIRM_DELETE.text).waitFor();
    expect(await dialog.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent))).toEqual([
      'Close',
      CONFIRM_DELETE.cancel,
      CONFIRM_DELETE.confirm,
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await roleRow(page, 'Bar Staff').count()).toBe(1);

    await openPalette(page, 'bar staff');
    await arrowTo(page, option('Bar Staff role · inactive'));
    await arrowTo(page, option('Delete'));
    await dialog.getByRole('button', { name: CONFIRM_DELETE.confirm, exact: true }).click();
    await successToast(page, 'Role deleted successfully');
    await roleRow(page, 'Bar Staff').waitFor({ state: 'detached' });
    await roleRow(page, 'Bar Managers').waitFor();

    await openPalette(page, 'bar');
    await option('Bar Managers role').waitFor();
    expect(await paletteOf(page).getByRole('option', { name: /Bar Staff/ }).count()).toBe(0);
  });

  it('signs out', async () => {
    // A session of its own: signing out ends it on the server, and the other tests go on with theirs.
    const token = await signIn(e2e.stack.api.url, e2e.stack.api.adminEmail, e2e.stack.api.adminPassword);
    const page = await adminOn('/roles', token);
    await openPalette(page, 'sign');
    await arrowTo(page, paletteOf(page).getByRole('option', { name: 'Sign out' }));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto(e2e.url('/dashboard'));
    await page.waitForURL('**/login');
  });

  it('lists the keyboard shortcuts; Backspace goes back and Escape closes', async () => {
    const page = await adminOn('/dashboard');
    await openPalette(page, 'short');
    await arrowTo(page, paletteOf(page).getByRole('option', { name: 'Keyboard shortcuts' }));
    const shortcuts = paletteOf(page).getByRole('group', { name: 'Keyboard shortcuts' });
    await shortcuts.getByText('Open or close the command palette').waitFor();
    const listed = await shortcuts.getByRole('option').allInnerTexts();
    for (const keys of ['⌘K / Ctrl+K', 'Enter', 'Esc', 'Backspace']) expect(listed.some((text) => text.startsWith(keys))).toBe(true);
    await page.keyboard.press('Backspace');
    await paletteOf(page).getByRole('option', { name: 'Dashboard' }).waitFor();
    await page.keyboard.press('Escape');
    await paletteOf(page).waitFor({ state: 'detached' });
  });
});
