import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../support/media-files.ts';
import { startE2E, type E2E } from './lib/harness.ts';

// The demo venue (400 bookings, 80 users, tables with their switches): the lists as the audit saw them.
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ api: { config: { demoData: true } } });
}, 300_000);
afterAll(() => e2e?.close());

/** A signed-in Admin's page of `width` × `height` on `path`, once its first table is filled. */
async function adminOn(path: string, width: number, height: number): Promise<Page> {
  const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
  await page.setViewportSize({ width, height });
  await page.goto(e2e.url(path));
  await page.getByText('Welcome Test Admin').waitFor();
  await page.locator('table tbody tr').first().waitFor();
  return page;
}

/** A phone held upright, driven by touch: Chromium's device emulation (its layout viewport, coarse pointer, no hover). */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * How much wider than the phone's 390 px the page is (0 when it does not scroll sideways). A mobile
 * viewport widens itself to content that overflows, so the window's own width cannot be the measure.
 */
const pageOverflow = (page: Page) => page.evaluate((width) => document.documentElement.scrollWidth - width, PHONE.viewport.width);

/** The controls a finger taps (a hidden switch or checkbox input by its label, a tooltip's dot by its tap target) smaller than 24 × 24 px. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main button, main a.button, main select, main input, main [role=img][tabindex], .topbar a, .topbar button')]
      .map((control) => control.closest('label, .tooltip-anchor') ?? control)
      .filter((target) => target.checkVisibility() && !target.closest('[data-react-aria-visually-hidden], .file-drop__input') && getComputedStyle(target).clipPath !== 'inset(50%)')
      .map((target) => ({ target: target.getAttribute('aria-label') ?? target.textContent?.trim() ?? target.tagName, box: target.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ target, box }) => `${target}: ${Math.round(box.width)} × ${Math.round(box.height)}`),
  );

/** Whether `locator`'s box lies within the phone's screen (its current height: the keyboard may be up). */
async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize() ?? PHONE.viewport;
  return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

describe('at 390 px (a phone, by touch)', () => {
  // One phone for the whole walk, signed in by its own form (a session of its own: /login ends it); each test starts from a screen of its own.
  let page: Page;
  const signInByTap = async () => {
    await page.goto(e2e.url('/login'));
    await page.getByLabel('Email').fill(e2e.stack.api.adminEmail);
    await page.getByLabel('Password').fill(e2e.stack.api.adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).tap();
    await page.waitForURL('**/dashboard');
  };
  beforeAll(async () => {
    page = await e2e.newPage(PHONE);
    await signInByTap();
  });
  const main = () => page.getByRole('main');
  const go = async (path: string) => {
    await page.goto(e2e.url(path));
    await page.getByText('Welcome Test Admin').waitFor();
  };
  /** Waits for the screen's content: a table, a card grid or the empty panel. */
  const filled = () => main().locator('table, .card-grid, .empty-panel').first().waitFor();

  it("every list, reached through the drawer, keeps the page to the screen's width", async () => {
    await go('/dashboard');
    await page.locator('.dashboard__figures').waitFor();
    const overflows: Record<string, number> = { Dashboard: await pageOverflow(page) };
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    // The drawer is hidden, and so out of the accessibility tree, until Menu opens it.
    const entries = await page.locator('#sidebar .sidebar__link').allTextContents();
    expect(entries.length).toBeGreaterThan(15);
    for (const entry of entries.slice(1)) {
      await menu.tap();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: entry, exact: true }).tap();
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      await filled();
      overflows[entry] = await pageOverflow(page);
    }
    expect(overflows).toEqual(Object.fromEntries(['Dashboard', ...entries.slice(1)].map((entry) => [entry, 0])));
  }, 180_000);

  it("details, forms, the date picker and the popups fit too, Save and the dialogs' buttons on screen", async () => {
    const overflows: Record<string, number> = {};
    const fits = async (name: string) => {
      overflows[name] = await pageOverflow(page);
    };
    // The detail screens with tables of their own: a category's records, a ticket set's categories.
    await go('/categories');
    await main().getByRole('link', { name: /^View / }).first().tap();
    await main().getByRole('table', { name: 'Category Records' }).waitFor();
    await fits('Category Detail');
    await main().getByRole('button', { name: 'ADD' }).tap();
    const dialog = page.getByRole('dialog');
    expect(await onScreen(page, dialog)).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).tap();
    await go('/eventTickets');
    await main().getByRole('link', { name: /^View / }).first().tap();
    await main().getByRole('table', { name: 'Categories' }).waitFor();
    await fits('Event Ticket Detail');
    // A form: its sticky footer's Save on screen and not covered.
    await go('/users');
    await main().getByRole('link', { name: /^Edit / }).first().tap();
    const save = main().getByRole('button', { name: 'Save' });
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await fits('Edit User');
    expect(await onScreen(page, save)).toBe(true);
    await go('/events/new');
    await page.getByRole('heading', { name: 'Add Event' }).waitFor();
    await fits('Add Event');
    expect(await onScreen(page, main().getByRole('button', { name: 'Add Event' }))).toBe(true);
    await go('/newsletters/sendEmail');
    await fits('Send Email');
    expect(await onScreen(page, main().getByRole('button', { name: 'Send' }))).toBe(true);
    // The confirmation dialog.
    await go('/hosts');
    await main().getByRole('button', { name: /^Delete / }).first().tap();
    const confirm = page.getByRole('alertdialog');
    expect(await onScreen(page, confirm)).toBe(true);
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    // The tables' date picker, and the enquiries' status dropdown in its row.
    await go('/tables');
    const date = main().getByLabel('Date', { exact: true });
    expect(await onScreen(page, date)).toBe(true);
    await date.fill('2026-12-31');
    await expect.poll(() => new URL(page.url()).searchParams.get('date')).toBe('2026-12-31');
    await fits('Tables on a date');
    await go('/contactUs');
    const status = main().getByRole('row').nth(1).getByRole('combobox');
    await status.scrollIntoViewIfNeeded();
    expect(await onScreen(page, status)).toBe(true);
    await fits('Contact Us');
    expect(overflows).toEqual(Object.fromEntries(Object.keys(overflows).map((name) => [name, 0])));
  }, 120_000);

  it('a popup taller than the screen (a picture to crop, the keyboard up) scrolls to its last button', async () => {
    await go('/galleries');
    await main().getByRole('button', { name: 'ADD' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add Gallery Image' });
    await dialog.getByLabel('Image', { exact: true }).setInputFiles({ name: 'party.png', mimeType: 'image/png', buffer: pngBytes(1200, 1800) });
    await dialog.locator('.reactEasyCrop_CropArea').waitFor();
    await page.setViewportSize({ width: 390, height: 480 });
    try {
      const add = dialog.getByRole('button', { name: 'Add Gallery Image' });
      await add.scrollIntoViewIfNeeded();
      expect(await onScreen(page, add)).toBe(true);
      expect(await onScreen(page, dialog.getByRole('heading', { name: 'Add Gallery Image' }))).toBe(false);
    } finally {
      await page.setViewportSize(PHONE.viewport);
    }
  });

  it("by touch: a card's switch is not cut off, a payment dot's tooltip comes on a tap, and nothing is under 24 px to tap", async () => {
    const small: Record<string, string[]> = {};
    for (const path of ['/galleries', '/followUs']) {
      await go(path);
      await filled();
      const cut = await main().locator('.card').evaluateAll((cards) =>
        cards.filter((card) => {
          const toggle = card.querySelector('.switch');
          return !!toggle && toggle.getBoundingClientRect().right > card.getBoundingClientRect().right;
        }).length,
      );
      expect({ path, cut }).toEqual({ path, cut: 0 });
      small[path] = await smallTargets(page);
    }
    await go('/bookings');
    await filled();
    small['/bookings'] = await smallTargets(page);
    const dot = main().getByRole('row').nth(1).getByRole('img');
    await dot.tap();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toBe(await dot.getAttribute('aria-label'));
    await page.getByRole('heading', { name: 'Bookings' }).tap();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    for (const path of ['/tables', '/roles/new']) {
      await go(path);
      await main().locator('table').first().waitFor();
      small[path] = await smallTargets(page);
    }
    expect(small).toEqual({ '/galleries': [], '/followUs': [], '/bookings': [], '/tables': [], '/roles/new': [] });
  }, 90_000);

  it("the top bar's search button opens the palette by tap; it fits with the keyboard up, and a found record opens", async () => {
    await go('/users');
    const name = await main().getByRole('row').nth(1).getByRole('cell').nth(2).innerText();
    const button = page.getByRole('button', { name: 'Search or jump to…' });
    expect(await smallTargets(page)).toEqual([]);
    // A phone shows the icon alone: the label and the shortcut are for wide screens.
    expect(await button.innerText()).toBe('');
    await button.tap();
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await expect.poll(() => palette.getByRole('combobox').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type(name);
    const found = palette.getByRole('option', { name: new RegExp(`^${name}`) }).first();
    await found.waitFor();
    // The on-screen keyboard takes the lower half: the palette shrinks to what is left, its search and close in view.
    await page.setViewportSize({ width: 390, height: 420 });
    try {
      expect(await onScreen(page, palette)).toBe(true);
      expect(await onScreen(page, palette.getByRole('button', { name: 'Close palette' }))).toBe(true);
    } finally {
      await page.setViewportSize(PHONE.viewport);
    }
    await found.tap();
    await palette.getByRole('option', { name: 'Open', exact: true }).tap();
    await page.getByRole('heading', { name: 'User Detail' }).waitFor();
    // The heading is drawn at once, the record once it has loaded ("Loading..." until then).
    await main().getByText(name.split(' ')[0]!).first().waitFor();
    expect(await main().innerText()).toContain(name.split(' ')[0]);
    // Closed with its own button (a phone has no Escape), the focus back on the top bar's button.
    await button.tap();
    await palette.getByRole('button', { name: 'Close palette' }).tap();
    await palette.waitFor({ state: 'detached' });
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('the login screen fits', async () => {
    await page.goto(e2e.url('/login'));
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await pageOverflow(page)).toBe(0);
    await signInByTap();
  });
});

describe('at laptop widths, the sidebar open', () => {
  it('Bookings and Tables show every column, Payment Status and Actions included, without scrolling', async () => {
    const found: object[] = [];
    const wanted: object[] = [];
    for (const [width, height] of [[1280, 800], [1400, 900]] as const) {
      for (const [path, last] of [['/bookings', 'Payment Status'], ['/tables', 'Actions']] as const) {
        const page = await adminOn(path, width, height);
        const box = page.locator('.table-scroll').first();
        const seen = await box.evaluate((scroll, header) => {
          const th = [...scroll.querySelectorAll('th')].find((cell) => cell.textContent === header);
          return { scrolls: scroll.scrollWidth > scroll.clientWidth, lastInView: !!th && th.getBoundingClientRect().right <= scroll.getBoundingClientRect().right + 0.5 };
        }, last);
        found.push({ width, path, ...seen });
        wanted.push({ width, path, scrolls: false, lastInView: true });
        // The dates keep the spec's "MMM dd, yyyy".
        expect(await page.locator('table tbody tr').first().getByRole('cell').nth(path === '/bookings' ? 2 : 1).innerText()).toMatch(/^[A-Z][a-z]{2} \d{2},\s\d{4}$/);
        await page.close();
      }
    }
    expect(found).toEqual(wanted);
  });
});
