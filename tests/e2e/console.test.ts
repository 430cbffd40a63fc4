import { decodeJwt } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_DELETE } from '#domain/messages';
import { makeCategory } from '../support/floor.ts';
import { callApi } from '../support/http.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo, clickToggle } from './lib/press.ts';
import { grantBox, roleRow, successToast } from './lib/roles.ts';
import { ROLE_INACTIVE } from '../../web/lib/access.ts';

// One stack and one browser for the console's shared behaviours (issue 12).
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

async function adminOn(path: string, token = e2e.stack.api.adminToken): Promise<Page> {
  const page = await e2e.pageWithToken(token);
  await page.goto(e2e.url(path));
  await page.getByText('Welcome Test Admin').waitFor();
  return page;
}

async function openPalette(page: Page, text = ''): Promise<void> {
  await page.keyboard.press('Control+k');
  await paletteOf(page).waitFor();
  await page.keyboard.type(text);
}

const focusedText = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent ?? ''}`);

describe('lists', () => {
  it('keeps the search and the page in the URL, and offers Undo after a delete', async () => {
    const { api } = e2e.stack;
    for (const name of ['Cloakroom', 'Cashier', 'Valet']) await api.createRole({ name, permissions: [{ name: 'menu', view: true }] });
    const page = await adminOn('/roles');
    await roleRow(page, 'Valet').waitFor();
    // The first Tab offers the skip link, which lands on the screen's heading.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('A:Skip to content');
    await page.keyboard.press('Enter');
    expect(await focusedText(page)).toBe('H1:Roles');
    await page.getByRole('searchbox', { name: 'Search' }).fill('c');
    await page.waitForURL((url) => url.searchParams.get('q') === 'c');
    await roleRow(page, 'Valet').waitFor({ state: 'detached' });
    await roleRow(page, 'Cashier').waitFor();
    // A shared link opens the same view.
    await page.reload();
    await roleRow(page, 'Cloakroom').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('c');
    expect(await roleRow(page, 'Valet').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete Cashier' }).click();
    await page.getByRole('alertdialog', { name: CONFIRM_DELETE.title }).getByRole('button', { name: CONFIRM_DELETE.confirm, exact: true }).click();
    await successToast(page, 'Role deleted successfully');
    await roleRow(page, 'Cashier').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await successToast(page, 'Role restored successfully');
    await roleRow(page, 'Cashier').waitFor();
  });

  it('a list whose load failed says so and offers Try again, not "DATA NOT FOUND"', async () => {
    await e2e.stack.api.createRole({ name: 'Coat Check', permissions: [{ name: 'menu', view: true }] });
    const page = await adminOn('/roles?q=coat');
    await roleRow(page, 'Coat Check').waitFor();
    // The network drops: the next search cannot reach the gateway.
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    await page.getByRole('searchbox', { name: 'Search' }).fill('coat c');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await main.getByText('Something Went Wrong').count()).toBe(1);
    expect(await main.getByText('DATA NOT FOUND').count()).toBe(0);
    // Back online: Try again loads the view on screen.
    await page.unroute('**/graphql');
    await main.getByRole('button', { name: 'Try again' }).click();
    await roleRow(page, 'Coat Check').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('coat c');
  });
});

describe('the palette', () => {
  it('answers verbs and other names, remembers recent screens across reloads, and puts focus on the new heading', async () => {
    const page = await adminOn('/dashboard');
    // The dashboard's figures, each a link into its list.
    const enquiries = page.getByRole('link', { name: /Pending enquiries/ });
    await enquiries.waitFor();
    expect(await enquiries.getAttribute('href')).toBe('/contactUs?status=pending');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    const option = (name: string) => paletteOf(page).getByRole('option', { name, exact: true });
    await openPalette(page, 'add host');
    await option('New host').waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('logout');
    await option('Sign out').waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('galleries');
    await arrowTo(page, option('Gallery'));
    await page.getByRole('heading', { name: 'Gallery', level: 1 }).waitFor();
    await expect.poll(() => focusedText(page)).toBe('H1:Gallery');

    await page.reload();
    await page.getByText('Welcome Test Admin').waitFor();
    await openPalette(page);
    const recent = paletteOf(page).getByRole('group', { name: 'Recent' });
    await recent.getByRole('option', { name: /Gallery/ }).waitFor();
    await page.keyboard.press('Escape');

    await openPalette(page, 'create role');
    await arrowTo(page, option('New role'));
    await page.getByRole('heading', { name: 'Add Role', level: 1 }).waitFor();
    // A form's first field has the focus.
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent)).toBe('Role Name');
  });
});

describe('forms', () => {
  it('asks before a changed form is left, and after a re-login returns to it with its values', async () => {
    // A session of its own, ended below without touching the other tests' token.
    const page = await adminOn('/roles/new', await e2e.stack.api.openSession(decodeJwt(e2e.stack.api.adminToken).sub!));
    await page.getByLabel('Role Name').fill('Half typed');
    await clickToggle(grantBox(page, 'Events', 'View'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await ask.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe('/roles/new');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hosts' }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByLabel('Role Name').inputValue()).toBe('Half typed');

    // The session ends on the server; the next call signs out and comes back after the login.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await callApi(e2e.stack.api.url, 'post', '/logout', { token: token! });
    await page.getByRole('button', { name: 'Add Role' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/roles/new');
    await page.getByLabel('Email').fill(e2e.stack.api.adminEmail);
    await page.getByLabel('Password').fill(e2e.stack.api.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/roles/new');
    await expect.poll(() => page.getByLabel('Role Name').inputValue()).toBe('Half typed');
    expect(await grantBox(page, 'Events', 'View').isChecked()).toBe(true);
  });
});

describe('forms and the browser history', () => {
  const askOn = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  /**
   * The browser's Back (-1) or Forward (1) as its buttons take it, or several entries at once as its
   * history menu does (DevTools' history step, as Playwright's goBack), without waiting for a page
   * to load: a step the console stops loads none.
   */
  async function historyStep(page: Page, step: number): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    await cdp.send('Page.navigateToHistoryEntry', { entryId: entries[currentIndex + step]!.id });
    await cdp.detach();
  }

  it('Back on a changed form asks through the Leave dialog: Stay keeps the form and its values, Leave goes back', async () => {
    const page = await adminOn('/roles');
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByLabel('Role Name').fill('Typed before Back');

    await historyStep(page, -1);
    await askOn(page).waitFor();
    // The form is on screen under the question, at its own address.
    expect(pathOf(page)).toBe('/roles/new');
    await askOn(page).getByRole('button', { name: 'Stay' }).click();
    await askOn(page).waitFor({ state: 'detached' });
    expect(pathOf(page)).toBe('/roles/new');
    expect(await page.getByLabel('Role Name').inputValue()).toBe('Typed before Back');
    // Stay kept the history as it was: Back asks again, and Leave goes back to the list.
    await historyStep(page, -1);
    await askOn(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/roles');

    // Forward to the form: a fresh one, so nothing to ask about when it is left by Back.
    await page.goForward();
    await page.getByRole('heading', { name: 'Add Role', level: 1 }).waitFor();
    expect(await page.getByLabel('Role Name').inputValue()).toBe('');
    await page.goBack();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    expect(await askOn(page).count()).toBe(0);
  });

  it('Forward off a changed form asks too, and Leave goes forward', async () => {
    const page = await adminOn('/roles/new');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hosts' }).click();
    await page.getByRole('heading', { name: 'Hosts', level: 1 }).waitFor();
    await page.goBack();
    await page.getByLabel('Role Name').fill('Typed before Forward');

    await historyStep(page, 1);
    await askOn(page).getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe('/roles/new');
    expect(await page.getByLabel('Role Name').inputValue()).toBe('Typed before Forward');
    await historyStep(page, 1);
    await askOn(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Hosts', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/hosts');
  });

  it('a changed popup form asks too: Stay keeps the popup with its values', async () => {
    const category = await makeCategory(e2e.stack.api, 'Back Lounge');
    const page = await adminOn('/categories');
    await page.getByRole('link', { name: 'View Back Lounge' }).click();
    await page.getByRole('heading', { name: 'Category Records' }).waitFor();
    await page.getByRole('button', { name: 'ADD' }).click();
    const popup = page.getByRole('dialog', { name: 'Add Category Record' });
    await popup.getByLabel('Price').fill('1200');

    await historyStep(page, -1);
    await askOn(page).getByRole('button', { name: 'Stay' }).click();
    expect(pathOf(page)).toBe(`/categories/${category._id}`);
    expect(await popup.getByLabel('Price').inputValue()).toBe('1200');
    await historyStep(page, -1);
    await askOn(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/categories');
  });

  it('several entries back at once (the history menu) ask once, and Leave lands on the entry chosen', async () => {
    const page = await adminOn('/hosts');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByLabel('Role Name').fill('Typed before the menu');

    await historyStep(page, -2);
    await askOn(page).getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: 'Hosts', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/hosts');
    // Where the browser's history menu would have put it: Forward goes to Roles.
    await page.goForward();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
  });
});

describe('access, explained', () => {
  it('a sub-admin whose role was deactivated is told so, and a refused screen says "You don\'t have access to …"', async () => {
    const { api } = e2e.stack;
    const roleId = await api.createRole({ permissions: [{ name: 'hosts', view: true }] });
    await callApi(api.url, 'patch', '/update/role/status', { token: api.adminToken, body: { roleId, status: 2 } });
    const sub = await api.createSubAdmin({ roleId, name: 'Idle Sub' });
    const page = await e2e.newPage();
    await page.goto(e2e.url('/login'));
    await page.getByLabel('Email').fill(sub.email);
    await page.getByLabel('Password').fill(sub.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    // Said at sign-in (the error toast) and in the shell, from the role status `login` and `me` carry.
    await page.getByRole('alert').filter({ hasText: ROLE_INACTIVE }).waitFor();
    await page.getByRole('status').filter({ hasText: ROLE_INACTIVE }).first().waitFor();
    expect(await page.getByRole('link', { name: /Pending enquiries|Bookings today/ }).count()).toBe(0);
    await page.goto(e2e.url('/hosts'));
    await page.getByRole('heading', { name: "You don't have access to Hosts", level: 1 }).waitFor();
    await page.locator('.shell__notice').filter({ hasText: ROLE_INACTIVE }).waitFor();
  });
});

describe('small screens', () => {
  it('at 390 px the sidebar is a drawer opened from Menu, and a list stays inside the screen', async () => {
    const page = await adminOn('/roles');
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await nav.getByRole('link', { name: 'Hosts' }).click();
    await page.getByRole('heading', { name: 'Hosts', level: 1 }).waitFor();
    await expect.poll(() => nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
