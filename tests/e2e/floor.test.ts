import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/floor/calendar-day';
import { venueDay } from '#domain/format';
import { floorTables } from '../../api/db/schema.ts';
import { bookTable } from '../support/floor.ts';
import { cropAndUpload, cropField } from './lib/crop.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { arrowTo } from './lib/press.ts';
import { cellsOf } from './lib/cells.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('the venue floor', () => {
  it('section, category with a PNG layout and a price for today, a table in both: its price and Available today, Booked on a booked day', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    const today = venueDay();
    const booked = addDays(today, 1);

    await page.goto(e2e.url('/sections'));
    await page.getByRole('heading', { name: 'Sections', exact: true }).waitFor();
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('heading', { name: 'Add Section' }).waitFor();
    await page.getByRole('button', { name: 'Add Section', exact: true }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill('Balcony');
    await page.getByRole('button', { name: 'Add Section', exact: true }).click();
    await page.getByText('Section created successfully').waitFor();
    await page.waitForURL('**/sections');
    const sections = page.getByRole('table', { name: 'Sections' });
    await sections.getByRole('row').filter({ hasText: 'Balcony' }).waitFor();
    expect(await sections.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Name', 'Status', 'Actions']);

    await page.goto(e2e.url('/categories/new'));
    await page.getByRole('heading', { name: 'Add Category' }).waitFor();
    await page.getByLabel('Name').fill('Gold');
    await page.getByRole('button', { name: 'Add Category', exact: true }).click();
    await page.getByText('Please upload layout image').first().waitFor();
    await cropAndUpload(cropField(page, 'Layout image'), 900, 900);
    await page.getByRole('button', { name: 'Add Category', exact: true }).click();
    await page.getByText('Category created successfully').waitFor();
    await page.waitForURL('**/categories');
    const categories = page.getByRole('table', { name: 'Categories' });
    const categoryRow = categories.getByRole('row').filter({ hasText: 'Gold' });
    await categoryRow.waitFor();
    expect(await categories.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Image', 'Name', 'Table Count', 'Current Price', 'Auto Renewal', 'Status', 'Actions']);
    expect(await categoryRow.getByRole('img').getAttribute('src')).toMatch(/^\/media\/category\/.+\.png$/);
    expect((await cellsOf(categoryRow)).slice(4, 6)).toEqual(['0', 'N/A']);

    await categoryRow.getByRole('link', { name: 'View Gold' }).click();
    await page.getByRole('heading', { name: 'Category Records' }).waitFor();
    await page.getByRole('button', { name: 'ADD' }).click();
    const popup = page.getByRole('dialog', { name: 'Add Category Record' });
    await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
    await popup.getByText('From Date is required').waitFor();
    expect(await popup.getByLabel('From Date').getAttribute('min')).toBe(today);
    await popup.getByLabel('From Date').fill(today);
    await popup.getByLabel('To Date').fill(booked);
    await popup.getByLabel('Price').fill('1500');
    await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
    await page.getByText('Category record created successfully').waitFor();
    await popup.waitFor({ state: 'detached' });
    const records = page.getByRole('table', { name: 'Category Records' });
    // The records' page loads again after the save: read it once the new row is there.
    await expect.poll(async () => (await cellsOf(records.getByRole('row').nth(1))).slice(4, 6)).toEqual(['1', 'AED 1500']);

    await page.goto(e2e.url('/tables'));
    await page.getByRole('heading', { name: 'Tables', exact: true }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(today);
    await page.getByRole('link', { name: 'Add Table' }).click();
    await page.getByRole('heading', { name: 'Add Table' }).waitFor();
    await page.getByLabel('Name').fill('VIP 1');
    await page.getByLabel('Capacity').fill('16');
    await page.getByRole('button', { name: 'Add Table', exact: true }).click();
    await page.getByText('Capacity must not exceed 15').waitFor();
    await page.getByLabel('Capacity').fill('8');
    await page.getByLabel('Section').selectOption({ label: 'Balcony' });
    await page.getByLabel('Category').selectOption({ label: 'Gold' });
    await page.getByLabel('Inclusion 1').fill('Bottle of champagne');
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    await cropAndUpload(cropField(page, 'Image'), 1660, 1000);
    await page.getByRole('button', { name: 'Add Table', exact: true }).click();
    await page.getByText('Table created successfully').waitFor();
    await page.waitForURL('**/tables');

    const tables = page.getByRole('table', { name: 'Tables' });
    const row = tables.getByRole('row').filter({ hasText: 'VIP 1' });
    await row.waitFor();
    expect(await tables.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Image', 'Name', 'Capacity', 'Floor/Section', 'Category', 'Current Price', 'Booking Status', 'Status', 'Feature', 'Actions']);
    expect((await cellsOf(row)).slice(3, 9)).toEqual(['VIP 1', '8', 'Balcony', 'Gold', 'AED 1500', 'Available']);

    const [table] = await e2e.stack.api.db.select({ id: floorTables.id }).from(floorTables);
    await bookTable(e2e.stack.api, table!.id, booked);
    await page.getByLabel('Date').fill(booked);
    await page.waitForURL(`**/tables?date=${booked}`);
    await expect.poll(async () => (await cellsOf(tables.getByRole('row').filter({ hasText: 'VIP 1' }))).slice(7, 9)).toEqual(['AED 1500', 'Booked']);

    // The palette's "Tables on…" asks for a date and opens the list on it.
    await page.goto(e2e.url('/tables'));
    await expect.poll(async () => (await cellsOf(tables.getByRole('row').filter({ hasText: 'VIP 1' }))).at(8)).toBe('Available');
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    await page.keyboard.type('tables on');
    await arrowTo(page, palette.getByRole('option', { name: 'Tables on…', exact: true }));
    await page.keyboard.type(booked);
    await arrowTo(page, palette.getByRole('option', { name: `Open tables on ${booked}`, exact: true }));
    await page.waitForURL(`**/tables?date=${booked}`);
    await expect.poll(async () => (await cellsOf(tables.getByRole('row').filter({ hasText: 'VIP 1' }))).at(8)).toBe('Booked');
  });
});
