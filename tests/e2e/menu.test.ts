import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfBytes } from '../support/media-files.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo } from './lib/press.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const card = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * What the new tab a click opens is served: its content type, and its bytes (fetched again from
 * the tab's URL, since Chromium hands a PDF navigation to its viewer and the reply body to it).
 */
async function openedTab(context: BrowserContext, click: () => Promise<void>) {
  // The tab is followed by its address rather than by the browser's response event: a second
  // opening of the same file may come from Chromium's cache, whose responses carry no headers.
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL((url) => url.pathname.startsWith('/media/'));
  const fetched = await context.request.get(tab.url());
  const opened = {
    status: fetched.status(),
    contentType: fetched.headers()['content-type'],
    body: await fetched.body(),
    opener: await tab.evaluate(() => window.opener),
  };
  await tab.close();
  return opened;
}

describe('menu', () => {
  it('replaces a menu PDF, opens it from its card and from the palette', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/menu'));
    await card(page, 'Drinks').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Food', 'Drinks', 'Shisha']);
    expect(await card(page, 'Drinks').getByRole('switch', { name: 'Status of Drinks' }).isChecked()).toBe(true);

    // Saving without any PDF is refused in the browser.
    await page.getByRole('link', { name: 'Edit Drinks' }).click();
    await page.getByRole('heading', { name: 'Edit Menu' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please select a PDF file.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/menu\/[0-9a-f-]{36}\/edit$/);

    const uploaded = pdfBytes('Cocktail list');
    await page.getByLabel('PDF', { exact: true }).setInputFiles({ name: 'drinks.pdf', mimeType: 'application/pdf', buffer: uploaded });
    await page.getByLabel('Name').fill('Cocktails');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Menu updated successfully').waitFor();
    await page.waitForURL('**/menu');

    const link = card(page, 'Cocktails').getByRole('link', { name: 'View PDF' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const fromCard = await openedTab(page.context(), () => link.click());
    expect(fromCard).toMatchObject({ status: 200, contentType: 'application/pdf' });
    expect(Buffer.compare(fromCard.body, uploaded)).toBe(0);
    expect(fromCard.opener).toBeNull();

    await page.bringToFront();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('cock');
    await arrowTo(page, palette.getByRole('option', { name: 'Cocktails menu', exact: true }));
    const fromPalette = await openedTab(page.context(), () => arrowTo(page, palette.getByRole('option', { name: 'Open PDF', exact: true })));
    expect(fromPalette).toMatchObject({ status: 200, contentType: 'application/pdf' });
    expect(Buffer.compare(fromPalette.body, uploaded)).toBe(0);
  });
});
