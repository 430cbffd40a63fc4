import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_DELETE } from '#domain/messages';
import { fromTop, focused, problems, reachable, walk } from './lib/a11y.ts';
import { startE2E, type E2E } from './lib/harness.ts';

// The console for keyboard and screen-reader users (README, "Console conventions"): axe-core over every
// screen, dialog and state, and the keyboard alone through each kind of screen. One stack (the demo
// venue, so every list has rows) and one browser for the file.
let e2e: E2E;
let admin: Page;
beforeAll(async () => {
  e2e = await startE2E({ api: { config: { demoData: true } } });
  // The demo venue has no roles or sub-admins: one of each, so their lists have a row too.
  const roleId = await e2e.stack.api.createRole({ name: 'Door Staff', permissions: [{ name: 'hosts', view: true }] });
  await e2e.stack.api.createSubAdmin({ roleId, name: 'Dana Door' });
  admin = await e2e.pageWithToken(e2e.stack.api.adminToken);
  await admin.goto(e2e.url('/dashboard'));
  await admin.getByText('Welcome Test Admin').waitFor();
}, 300_000);
afterAll(() => e2e?.close());

const ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Moves to `path` inside the app (no reload, as a link does) and waits until the new screen has loaded. */
async function show(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((to) => {
    if (`${location.pathname}${location.search}` === to) return false;
    // The screen on view is marked, so the waits below are for the new one.
    document.querySelector('main')?.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
    return true;
  }, path);
  await page.locator('main:not([data-left])').first().waitFor();
  await page.locator('.loading-text, .loading-screen, .guard-loading').first().waitFor({ state: 'detached' });
  // The console moves the focus to the new screen (its heading or first field) once it is there.
  if (moved) await page.waitForFunction(() => document.activeElement?.closest('main:not([data-left]), [role=dialog]'));
}

/** The screens a list leads to, one of each kind: /hosts/:id, /hosts/:id/edit, /hosts/new, /memoryEvents/:id/memories, /newsletters/campaigns… */
async function screensFrom(page: Page, list: string): Promise<string[]> {
  await page.locator('main :is(table tbody tr, li, .empty-panel)').first().waitFor();
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const kinds = new Map<string, string>();
  for (const href of hrefs) if (href.startsWith(`${list}/`) && !kinds.has(href.replace(ID, ':id'))) kinds.set(href.replace(ID, ':id'), href);
  return [...kinds.values()];
}

describe('axe-core', () => {
  it('finds nothing serious or critical on any screen, dialog or message, at 1280 px and at 390 px', async () => {
    const found: string[] = [];
    const login = await e2e.newPage();
    await login.goto(e2e.url('/login'));
    await login.getByLabel('Email').waitFor();
    found.push(...(await problems(login, '/login')));
    // A refused sign-in: the messages under the fields, the focus on the first.
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByText('Email is required').waitFor();
    found.push(...(await problems(login, '/login refused')));
    await login.close();

    const page = admin;
    await show(page, '/dashboard');
    await page.getByRole('link', { name: /Pending enquiries/ }).waitFor();
    found.push(...(await problems(page, '/dashboard')));
    const lists = await page.getByRole('navigation', { name: 'Main' }).locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!).filter((href) => href !== '/dashboard'));
    for (const list of lists) {
      await show(page, list);
      const more = await screensFrom(page, list);
      found.push(...(await problems(page, list)));
      for (const path of more) {
        await show(page, path);
        found.push(...(await problems(page, path.replace(ID, ':id'))));
      }
    }
    for (const path of ['/hosts?deleted=1', '/nowhere']) {
      await show(page, path);
      found.push(...(await problems(page, path)));
    }

    // A form screen showing its messages (text, select, number, lists, the image).
    await show(page, '/events/new');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await page.getByText('Name is required').waitFor();
    found.push(...(await problems(page, '/events/new refused')));
    await show(page, '/roles/new');
    await page.getByRole('button', { name: 'Add Role' }).click();
    await page.getByText('Role Name is required').waitFor();
    found.push(...(await problems(page, '/roles/new refused')));

    // Dialogs: a delete's confirmation, then the toast of the delete (with Undo).
    await show(page, '/hosts');
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await page.getByRole('alertdialog', { name: CONFIRM_DELETE.title }).waitFor();
    found.push(...(await problems(page, 'delete dialog')));
    await page.getByRole('button', { name: CONFIRM_DELETE.confirm, exact: true }).click();
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    found.push(...(await problems(page, 'toast')));
    await page.getByRole('button', { name: 'Undo' }).click();

    // A popup form, fresh and refused.
    await show(page, '/galleries');
    await page.getByRole('button', { name: 'ADD' }).click();
    const popup = page.getByRole('dialog', { name: 'Add Gallery Image' });
    await popup.waitFor();
    found.push(...(await problems(page, 'popup form')));
    await popup.getByRole('button', { name: 'Add Gallery Image' }).click();
    await popup.locator('.field__error').first().waitFor();
    found.push(...(await problems(page, 'popup form refused')));
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    // The palette with records found.
    await page.keyboard.press('Control+k');
    await paletteOf(page).waitFor();
    await page.keyboard.type('main floor');
    await paletteOf(page).getByRole('option', { name: 'Main Floor 01 table' }).waitFor();
    await paletteOf(page).getByText(/^Searching/).first().waitFor({ state: 'detached' });
    found.push(...(await problems(page, 'palette')));
    await page.keyboard.press('Escape');

    // At 390 px: a list wider than the screen (and none of its cells a control), then the drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/newsletters', '/bookings', '/roles/new']) {
      await show(page, path);
      found.push(...(await problems(page, `390 px ${path}`)));
    }
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }).waitFor();
    found.push(...(await problems(page, '390 px drawer')));
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A screen the role does not open, as a sub-admin sees it.
    const sub = await e2e.stack.api.createSubAdmin({ roleId: await e2e.stack.api.createRole({ permissions: [{ name: 'hosts', view: true }] }) });
    const subPage = await e2e.pageWithToken(sub.token);
    await subPage.goto(e2e.url('/users'));
    await subPage.getByRole('heading', { name: "You don't have access to Users" }).waitFor();
    found.push(...(await problems(subPage, 'forbidden')));
    await subPage.close();

    expect(found).toEqual([]);
  }, 150_000);
});

describe('the keyboard alone', () => {
  it('Tab goes round every kind of screen: each control reached, on screen and ringed, and no trap', async () => {
    const seen: object[] = [];
    const check = async (page: Page, where: string) => {
      // A toast is no part of the screen walked: one left by an earlier step would leave the walk
      // when its time is up (its Dismiss counted as missed), so the walk starts once none is shown.
      await page.locator('.toaster .toast').first().waitFor({ state: 'detached', timeout: 15_000 });
      await fromTop(page);
      const wanted = await reachable(page);
      const { stops, cycled } = await walk(page, { max: 250 });
      const keys = new Set(stops.map((stop) => stop.key));
      seen.push({
        where,
        cycled,
        missed: wanted.filter((key) => !keys.has(key)),
        hidden: stops.filter((stop) => !stop.shown).map((stop) => stop.name),
        ringless: stops.filter((stop) => stop.key !== 'BODY' && !stop.ring).map((stop) => stop.name),
      });
      return stops;
    };
    const login = await e2e.newPage();
    await login.goto(e2e.url('/login'));
    await login.getByLabel('Email').waitFor();
    await check(login, '/login');
    await login.close();

    const page = admin;
    await show(page, '/hosts');
    const [detail, edit] = await screensFrom(page, '/hosts');
    const list = await check(page, '/hosts');
    // The order follows the screen: the skip link, the sidebar, the top bar, the list's tools, then row by row.
    expect(list.slice(0, 3).map((stop) => stop.name)).toEqual(['Skip to content', 'Collapse sidebar', 'Dashboard']);
    const row = list.findIndex((stop) => stop.name.startsWith('Blocked: '));
    expect(list.slice(row, row + 4).map((stop) => stop.name.replace(/ \S+ \S+$/, ''))).toEqual(['Blocked:', 'View', 'Edit', 'Delete']);
    for (const path of [detail!, edit!, '/events/new', '/galleries', '/nowhere']) {
      await show(page, path);
      await check(page, path.replace(ID, ':id'));
    }
    expect(seen).toEqual(seen.map((s) => ({ ...s, cycled: true, missed: [], hidden: [], ringless: [] })));
  });

  /** Tabs (and Shift+Tabs) round an open dialog: every stop must stay inside it. */
  const staysInside = async (page: Page, inside: string) => {
    const forth = await walk(page, { max: 40 });
    const back = await walk(page, { key: 'Shift+Tab', max: 40 });
    expect([forth.cycled, back.cycled]).toEqual([true, true]);
    expect([...forth.stops, ...back.stops].filter((stop) => stop.inside !== inside).map((stop) => `${stop.name} (${stop.key})`)).toEqual([]);
  };
  const press = async (page: Page, control: Locator, key = 'Enter') => {
    await control.focus();
    await page.keyboard.press(key);
  };

  it('dialogs, the palette and the drawer keep the focus inside while open, and give it back on close', async () => {
    const page = admin;
    await show(page, '/services');
    // The delete confirmation starts on Cancel and returns to the row's Delete.
    const remove = page.getByRole('button', { name: /^Delete / }).first();
    const removeName = await remove.getAttribute('aria-label');
    await press(page, remove);
    await page.getByRole('alertdialog', { name: CONFIRM_DELETE.title }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe(CONFIRM_DELETE.cancel);
    await staysInside(page, (await focused(page)).inside);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe(removeName);

    // The palette returns the focus to where it was (a row's Edit).
    const editLink = page.getByRole('link', { name: /^Edit / }).first();
    const editName = await editLink.getAttribute('aria-label');
    await press(page, editLink, 'Control+k');
    await paletteOf(page).waitFor();
    await expect.poll(async () => (await focused(page)).inside).toBe('Command palette');
    await staysInside(page, 'Command palette');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe(editName);

    // A popup form starts on its first field and returns to ADD.
    await show(page, '/galleries');
    await press(page, page.getByRole('button', { name: 'ADD' }));
    const popup = page.getByRole('dialog', { name: 'Add Gallery Image' });
    await popup.waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Portrait (2:3)');
    await staysInside(page, (await focused(page)).inside);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('ADD');

    // At 390 px the drawer takes the focus on its current entry, keeps it, and Escape gives it back to Menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await show(page, '/hosts');
    await press(page, page.getByRole('button', { name: 'Menu', exact: true }));
    await expect.poll(async () => (await focused(page)).name).toBe('Hosts');
    await staysInside(page, 'Main');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await focused(page)).name).toBe('Menu');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    // Close menu does the same; an entry moves to its screen, whose heading takes the focus.
    await page.keyboard.press('Enter');
    await press(page, page.getByRole('button', { name: 'Close menu' }), 'Enter');
    await expect.poll(async () => (await focused(page)).name).toBe('Menu');
    await page.keyboard.press('Enter');
    await press(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Users' }));
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Users');
    expect((await focused(page)).key).toMatch(/H1\d+$/);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('a refused form puts the focus on its first problem, and every message describes its field', async () => {
    const page = admin;
    /** Every message on screen, with what it describes. */
    const messages = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.field__error')].map((message) => {
          const described = message.id ? [...document.querySelectorAll(`[aria-describedby~="${CSS.escape(message.id)}"]`)] : [];
          return { message: message.textContent, describes: described.map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('aria-invalid') === 'true' ? '[invalid]' : ''}`) };
        }),
      );
    const focusedField = () => page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return { label: el.labels?.[0]?.textContent ?? el.textContent, invalid: el.getAttribute('aria-invalid'), says: (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() };
    });

    await show(page, '/events/new');
    await page.getByLabel('Name').fill('Late Night Jazz');
    await press(page, page.getByRole('button', { name: 'Add Event' }));
    await expect.poll(focusedField).toEqual({ label: 'Date', invalid: 'true', says: 'Date is required' });
    const shown = await messages();
    expect(shown.length).toBeGreaterThan(5);
    // Each is tied to its field (an input, a text area, a list's group, the image's Choose button).
    expect(shown.filter((m) => m.describes.length === 0)).toEqual([]);
    expect(shown.map((m) => m.describes[0])).toEqual(expect.arrayContaining(['input[invalid]', 'textarea[invalid]', 'fieldset', 'button']));

    await show(page, '/tables/new');
    for (const [label, text] of [['Name', 'Booth 9'], ['Table No', '9'], ['Capacity', '4']] as const) await page.getByLabel(label, { exact: true }).fill(text);
    await page.getByLabel('Section').selectOption({ index: 1 });
    await page.getByLabel('Category').selectOption({ index: 1 });
    await press(page, page.getByRole('button', { name: 'Add Table' }));
    await expect.poll(focusedField).toMatchObject({ label: 'Choose image', says: 'Image is required' });
    expect((await messages()).filter((m) => m.describes.length === 0)).toEqual([]);

    await show(page, '/roles/new');
    await page.getByLabel('Role Name').fill('Cloakroom');
    await press(page, page.getByRole('button', { name: 'Add Role' }));
    await expect.poll(async () => (await focused(page)).name).toBe('Hosts All');
    expect(await messages()).toEqual([{ message: expect.any(String), describes: ['table'] }]);

    // A popup form does the same.
    await show(page, '/categories');
    await page.getByRole('link', { name: /^View / }).first().click();
    await page.getByRole('heading', { name: 'Category Records' }).waitFor();
    await press(page, page.getByRole('button', { name: 'ADD' }));
    const popup = page.getByRole('dialog', { name: 'Add Category Record' });
    await expect.poll(focusedField).toMatchObject({ label: 'From Date', invalid: null });
    await press(page, popup.getByRole('button', { name: 'Add Category Record' }));
    await expect.poll(focusedField).toEqual({ label: 'From Date', invalid: 'true', says: 'From Date is required' });
    await page.keyboard.press('Escape');
  });
});
