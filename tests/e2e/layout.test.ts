import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** How much wider than the window the page is (0 when it does not scroll sideways). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('at 390 px (a phone)', () => {
  it('no list or form widens the page: switches, pagination and the permission grid stay in their own box', async () => {
    const paths = ['/tables', '/bookings', '/users', '/roles/new'];
    const overflows: Record<string, number> = {};
    for (const path of paths) {
      const page = await adminOn(path, 390, 844);
      if (path !== '/roles/new') await page.getByRole('navigation', { name: 'Pagination' }).waitFor();
      overflows[path] = await pageOverflow(page);
      await page.close();
    }
    expect(overflows).toEqual(Object.fromEntries(paths.map((path) => [path, 0])));
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
