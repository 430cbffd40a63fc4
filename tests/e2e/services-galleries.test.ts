import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_DELETE } from '#domain/messages';
import { cropAndUpload, cropField } from './lib/crop.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo } from './lib/press.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The loaded size of an image as the browser decoded it (0×0 when it failed to load). */
const naturalSize = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.getAttribute('src') ?? '' };
  });

describe('services', () => {
  it('crops and uploads a 16:9 image, shows the service in the list, then deletes it', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/services'));
    await page.getByRole('heading', { name: 'Services', exact: true }).waitFor();
    await page.getByText('DATA NOT FOUND').waitFor();

    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('heading', { name: 'Add Service' }).waitFor();
    await page.getByRole('button', { name: 'Add Service', exact: true }).click();
    await page.getByText('Title is required').waitFor();
    await page.getByText('Description is required').waitFor();
    await page.getByText('Image is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/services/new');

    await page.getByLabel('Title').fill('Birthday packages');
    await page.getByLabel('Description').fill('Cake, sparklers and a reserved booth.');
    await cropAndUpload(cropField(page, 'Image'), 1200, 1200);
    await page.getByRole('button', { name: 'Add Service', exact: true }).click();
    await page.getByText('Service created successfully').waitFor();
    await page.waitForURL('**/services');

    const table = page.getByRole('table', { name: 'Services' });
    const row = table.getByRole('row').filter({ hasText: 'Birthday packages' });
    await row.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Image', 'Title', 'Description', 'Status', 'Actions']);
    const shown = await naturalSize(row.getByRole('img', { name: 'Birthday packages' }));
    expect(shown.src).toMatch(/^\/media\/services\//);
    expect(shown.width / shown.height).toBeCloseTo(16 / 9, 1);
    expect(await row.getByRole('switch', { name: 'Status of Birthday packages' }).isChecked()).toBe(true);

    // The palette finds the service by title and switches it off; the open list follows.
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('birthday');
    await arrowTo(page, palette.getByRole('option', { name: 'Birthday packages service', exact: true }));
    await arrowTo(page, palette.getByRole('option', { name: 'Deactivate', exact: true }));
    await page.getByText('Service status updated successfully').waitFor();
    await expect.poll(() => row.getByRole('switch', { name: 'Status of Birthday packages' }).isChecked()).toBe(false);

    await page.getByRole('button', { name: 'Delete Birthday packages' }).click();
    const dialog = page.getByRole('alertdialog', { name: CONFIRM_DELETE.title });
    await dialog.getByText(CONFIRM_DELETE.text).waitFor();
    await dialog.getByRole('button', { name: CONFIRM_DELETE.confirm }).click();
    await page.getByText('Service deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});

describe('gallery', () => {
  it('adds a portrait picture cropped at 2:3 and shows it in the 3-column grid', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/galleries'));
    await page.getByRole('heading', { name: 'Gallery', exact: true }).waitFor();

    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Gallery Image' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Portrait (2:3)' }).isChecked()).toBe(true);
    await cropAndUpload(cropField(dialog, 'Image'), 1500, 1500);
    await dialog.getByRole('button', { name: 'Add Gallery Image', exact: true }).click();
    await page.getByText('Gallery image created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const grid = page.getByRole('list', { name: 'Gallery' });
    const card = grid.getByRole('listitem').first();
    await card.getByText('Portrait').waitFor();
    const shown = await naturalSize(card.getByRole('img', { name: 'Gallery image 1' }));
    expect(shown.src).toMatch(/^\/media\/gallery\//);
    expect(shown.height / shown.width).toBeCloseTo(3 / 2, 1);
    expect(await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(3);

    const view = card.getByRole('link', { name: 'View Gallery image 1' });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('href')).toBe(shown.src);
  });
});
