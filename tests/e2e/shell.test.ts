import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE } from '#domain/messages';
import { startE2E, type E2E } from './lib/harness.ts';
import { signInWithForm } from './lib/signIn.ts';

const SIDEBAR_ORDER = ['Dashboard', 'Roles', 'Sub Admins', 'Hosts', 'Users', 'Events', 'Event Tickets', 'Memory Events', "IP's", 'Week Anthems', 'Services', 'Sections', 'Categories', 'Tables', 'News Letters', 'Contact Us', 'Bookings', 'Gallery', 'Menu', 'Follow Us'];

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('sidebar', () => {
  it('lists the built areas in order, marks the current one and collapses', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/dashboard'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await links.first().waitFor();
    // Areas land one by one: whatever is built shows in the spec's order (§2.1).
    const shown = await links.allInnerTexts();
    expect(shown.slice(0, 2)).toEqual(['Dashboard', 'Roles']);
    expect(SIDEBAR_ORDER.filter((label) => shown.includes(label))).toEqual(shown);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');

    await nav.getByRole('link', { name: 'Roles' }).click();
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/roles');
    expect(await nav.getByRole('link', { name: 'Roles' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBeNull();

    const wide = (await nav.boundingBox())?.width ?? 0;
    await nav.getByRole('button', { name: 'Collapse sidebar' }).click();
    const expand = nav.getByRole('button', { name: 'Expand sidebar' });
    await expand.waitFor();
    await page.waitForFunction((w) => (document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().width ?? w) < w / 2, wide);
    // the label is clipped away but still names the link
    expect((await nav.getByText('Roles').boundingBox())?.width).toBeLessThanOrEqual(1);
    expect(await nav.getByRole('link', { name: 'Roles' }).count()).toBe(1);
    // the choice is kept across a reload
    await page.reload();
    await expand.waitFor();
    await expand.click();
    await nav.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    await page.waitForFunction((w) => (document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().width ?? 0) >= w, wide);
    expect((await nav.getByText('Roles').boundingBox())?.width).toBeGreaterThan(20);
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/e2e-shell-roles.png' });
  });
});

describe('palette navigation', () => {
  it('opens with Ctrl+K, goes to the typed screen on Enter and closes with Ctrl+K', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/dashboard'));
    await page.getByText('Welcome Test Admin').waitFor();
    const palette = page.getByRole('dialog', { name: 'Command palette' });

    await page.keyboard.press('Control+k');
    await palette.waitFor();
    expect(await palette.getByRole('option', { name: 'Dashboard' }).count()).toBe(1);
    await page.keyboard.type('rol');
    await palette.getByRole('option', { name: 'Dashboard' }).waitFor({ state: 'detached' });
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Roles', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/roles');
    await palette.waitFor({ state: 'detached' });

    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await page.keyboard.press('Control+k');
    await palette.waitFor({ state: 'detached' });
  });

  it('does not open on the login screen', async () => {
    const page = await e2e.newPage();
    await page.goto(e2e.url('/login'));
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.keyboard.press('Control+k');
    // two frames: time enough for React to have drawn a palette had the key opened one
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
  });
});

describe('icon', () => {
  it('every page has the console’s icon: it loads under the CSP, and no page logs a missing file', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const icon = page.waitForResponse((response) => /favicon/.test(new URL(response.url()).pathname));
    // Awaited below; a page without an icon fails on its link first, and this wait must not then fail the run on its own.
    icon.catch(() => undefined);
    await page.goto(e2e.url('/dashboard'));
    await page.getByText('Welcome Test Admin').waitFor();
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);
    const response = await icon;
    expect([new URL(response.url()).pathname, response.status(), response.headers()['content-type']]).toEqual([href, 200, 'image/svg+xml']);
    expect(errors).toEqual([]);
  });
});

describe('404 page', () => {
  it('shows PAGE NOT FOUND for an unknown route and goes back home', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/no-such-screen'));
    await page.getByRole('heading', { name: NOT_FOUND_PAGE.heading }).waitFor();
    await page.getByText(NOT_FOUND_PAGE.text).waitFor();
    await page.screenshot({ path: '/tmp/e2e-404.png' });
    await page.getByRole('link', { name: NOT_FOUND_PAGE.link }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('img', { name: 'Venue logo' }).waitFor();
  });
});

describe('a sub-admin', () => {
  it('with one module sees no Roles in the sidebar or palette and is told it has no access to /roles', async () => {
    const { api } = e2e.stack;
    const roleId = await api.createRole({ name: 'Events Only', permissions: [{ name: 'events', all: true, add: true, view: true, edit: true, del: true }] });
    const sub = await api.createSubAdmin({ roleId, name: 'Sam Sub' });
    const page = await e2e.newPage();
    await signInWithForm(page, e2e.url('/login'), sub.email, sub.password);
    await page.getByText('Welcome Sam Sub').waitFor();

    const nav = page.getByRole('navigation', { name: 'Main' });
    // Its one module's screen, and nothing Admin-only.
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(['Dashboard', 'Events']);

    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.press('Control+k');
    await palette.getByRole('option', { name: 'Dashboard' }).waitFor();
    expect(await palette.getByRole('option', { name: 'Roles' }).count()).toBe(0);
    expect(await palette.getByRole('option', { name: 'New role' }).count()).toBe(0);
    await page.keyboard.type('Events Only');
    await palette.getByText('No results found.').waitFor();
    await page.keyboard.press('Escape');
    await palette.waitFor({ state: 'detached' });

    // A screen the role does not open says so, rather than showing the 404 page.
    await page.goto(e2e.url('/roles'));
    await page.getByRole('heading', { name: "You don't have access to Roles", level: 1 }).waitFor();
    expect(await page.getByRole('table', { name: 'Roles' }).count()).toBe(0);
    await page.goto(e2e.url('/roles/new'));
    await page.getByRole('heading', { name: "You don't have access to Roles", level: 1 }).waitFor();
  });
});
