import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropAndUpload, cropField } from './lib/crop.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo } from './lib/press.ts';
import { cellsOf } from './lib/cells.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const openPalette = async (page: Page, text: string) => {
  await page.keyboard.press('Control+k');
  await paletteOf(page).waitFor();
  await page.keyboard.type(text);
};

describe("IP's", () => {
  it('adds an IP with a cropped 16:9 icon and its night, shows it in the list, and finds it in the palette', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/intellectualProperties'));
    await page.getByRole('heading', { name: "IP's", exact: true }).waitFor();
    await page.getByText('DATA NOT FOUND').waitFor();

    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('heading', { name: 'Add IP' }).waitFor();
    await page.getByRole('button', { name: 'Add IP', exact: true }).click();
    await page.getByText('Name is required', { exact: true }).waitFor();
    await page.getByText('fullName is required', { exact: true }).waitFor();
    await page.getByText('Icon is required', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/intellectualProperties/new');

    await page.getByLabel('Name', { exact: true }).fill('Noir');
    await page.getByLabel('Full Name').fill('Noir Fridays');
    await page.getByLabel('Week Day').selectOption({ label: 'Friday' });
    await cropAndUpload(cropField(page, 'Icon'), 1200, 1200);
    await page.getByRole('button', { name: 'Add IP', exact: true }).click();
    await page.getByText('Intellectual property created successfully').waitFor();
    await page.waitForURL('**/intellectualProperties');

    const table = page.getByRole('table', { name: "IP's" });
    const row = table.getByRole('row').filter({ hasText: 'Noir Fridays' });
    await row.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Icon', 'Name', 'Full Name', 'Week Day', 'Actions']);
    expect((await cellsOf(row)).slice(3, 6)).toEqual(['Noir', 'Noir Fridays', 'Friday']);
    const icon = row.getByRole('img', { name: 'Noir' });
    expect(await icon.getAttribute('src')).toMatch(/^\/media\/intellectualProperties\/.+\.jpg$/);
    const ratio = await icon.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth / img.naturalHeight;
    });
    expect(ratio).toBeCloseTo(16 / 9, 1);

    // The palette finds it by name: open and edit, no status or delete (the area has none).
    const option = (name: string) => paletteOf(page).getByRole('option', { name, exact: true });
    await openPalette(page, 'noir');
    await arrowTo(page, option('Noir IP'));
    await option('Open').waitFor();
    expect(await paletteOf(page).getByRole('option').allInnerTexts()).toEqual(['Open', 'Edit']);
    await arrowTo(page, option('Edit'));
    await page.getByRole('heading', { name: 'Edit IP' }).waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Noir Fridays');
    expect(await page.getByLabel('Week Day').inputValue()).toBe('FRIDAY');

    await openPalette(page, 'new ip');
    await arrowTo(page, option('New IP'));
    await page.getByRole('heading', { name: 'Add IP' }).waitFor();
  });
});

describe('Week Anthems', () => {
  it("lists the seven days, and edits Friday's anthem found in the palette: the required messages, then saved", async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    await page.goto(e2e.url('/weekAnthems'));
    await page.getByRole('heading', { name: 'Week Anthems', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'Week Anthems' });
    await table.getByRole('row').filter({ hasText: 'Sunday' }).waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Week Day', 'Image', 'Offer', 'Description', 'Actions']);
    const days = await table.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[1]?.textContent?.trim()));
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(await page.getByRole('link', { name: 'ADD' }).count()).toBe(0);

    const option = (name: string) => paletteOf(page).getByRole('option', { name, exact: true });
    await openPalette(page, 'friday');
    await arrowTo(page, option('Friday week anthem'));
    await arrowTo(page, option('Edit'));
    await page.getByRole('heading', { name: 'Edit Week Anthem' }).waitFor();
    const day = page.getByLabel('Week Day');
    expect(await day.inputValue()).toBe('Friday');
    expect(await day.getAttribute('readonly')).not.toBeNull();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Offer is required').waitFor();
    await page.getByText('Description is required').waitFor();
    await page.getByLabel('Offer').fill('Ladies night: 2 for 1');
    await page.getByLabel('Description').fill('Every Friday from 10 PM, with the resident DJ.');
    await cropAndUpload(cropField(page, 'Image'), 1600, 1200);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Week anthem updated successfully').waitFor();
    await page.waitForURL('**/weekAnthems');

    const friday = table.getByRole('row').filter({ hasText: 'Friday' });
    await friday.filter({ hasText: 'Ladies night: 2 for 1' }).waitFor();
    expect((await cellsOf(friday)).slice(1, 5)).toEqual(['Friday', '', 'Ladies night: 2 for 1', 'Every Friday from 10 PM, with the resident DJ.']);
    expect(await friday.getByRole('img', { name: 'Friday' }).getAttribute('src')).toMatch(/^\/media\/weekAnthems\/.+\.jpg$/);
  });
});
