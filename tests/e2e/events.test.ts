import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/floor/calendar-day';
import { formatDate, venueDay } from '#domain/format';
import { DEFAULT_VENUE_ADDRESS } from '#domain/limits';
import { makeCategory, makeRecord } from '../support/floor.ts';
import { cropAndUpload, cropField } from './lib/crop.ts';
import { startE2E, type E2E } from './lib/harness.ts';
import { clickToggle } from './lib/press.ts';
import { cellsOf } from './lib/cells.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The field (label, input, message) in `scope` holding the input labelled `label`. */
const fieldOf = (scope: Page | Locator, label: string) => {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('.field').filter({ has: page.getByLabel(label, { exact: true }) });
};
/** The loaded size of an image as the browser decoded it. */
const naturalSize = (image: Locator) =>
  image.evaluate(async (img: HTMLImageElement) => {
    await img.decode().catch(() => undefined);
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.getAttribute('src') ?? '' };
  });

describe('events', () => {
  it('an IP, an event on it with two inclusions and a category price, its ticket set held to 100–500 then blocked, and a portrait memory', async () => {
    const page = await e2e.pageWithToken(e2e.stack.api.adminToken);
    const today = venueDay();
    const eventDay = addDays(today, 7);
    // A venue category priced for the event's week, as the floor screens would make it.
    const category = await makeCategory(e2e.stack.api, 'Gold Lounge');
    await makeRecord(e2e.stack.api, category._id, today, addDays(today, 10), 1500);

    // The IP, with its cropped icon.
    await page.goto(e2e.url('/intellectualProperties/new'));
    await page.getByRole('heading', { name: 'Add IP' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Noir');
    await page.getByLabel('Full Name').fill('Noir Fridays');
    await page.getByLabel('Week Day').selectOption({ label: 'Friday' });
    await cropAndUpload(cropField(page, 'Icon'), 1200, 1200);
    await page.getByRole('button', { name: 'Add IP', exact: true }).click();
    await page.getByText('Intellectual property created successfully').waitFor();
    await page.waitForURL('**/intellectualProperties');

    // The add form: admission 21 and the venue's address already there; §5's messages under their fields.
    await page.goto(e2e.url('/events'));
    await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
    await page.getByText('DATA NOT FOUND').waitFor();
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('heading', { name: 'Add Event' }).waitFor();
    expect(await page.getByLabel('Admission').inputValue()).toBe('21');
    expect(await page.getByLabel('Address').inputValue()).toBe(DEFAULT_VENUE_ADDRESS);
    expect(await page.getByRole('button', { name: 'Remove Inclusions 1' }).count()).toBe(0);

    await page.getByLabel('Date', { exact: true }).fill(addDays(today, -1));
    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    await fieldOf(page, 'Date').getByText('Date cannot be in the past', { exact: true }).waitFor();
    await cropField(page, 'Image').getByText('Please select a image', { exact: true }).waitFor();
    // The list always holds its first entry; left empty, the list has no inclusion at all.
    await page.getByRole('group', { name: 'Inclusions' }).getByText('At least one inclusion is required', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/events/new');

    await page.getByLabel('Name', { exact: true }).fill('Noir Opening');
    await page.getByLabel('IP', { exact: true }).selectOption({ label: 'Noir' });
    await page.getByLabel('Date', { exact: true }).fill(eventDay);
    await fieldOf(page, 'Date').getByText('Date cannot be in the past').waitFor({ state: 'detached' });
    await page.getByLabel('Time').fill('22:30');
    await page.getByLabel('Summary').fill('The season opens with the resident DJ until late.');
    await page.getByLabel('Popularity').fill('5');
    await cropAndUpload(cropField(page, 'Image'), 900, 1200);
    await page.getByRole('textbox', { name: 'Inclusions 1', exact: true }).fill('Welcome drink');
    await page.getByRole('button', { name: 'Add inclusion' }).click();
    await page.getByRole('textbox', { name: 'Inclusions 2', exact: true }).fill('Fast-track entry');
    await page.getByRole('textbox', { name: 'How To Redeem 1', exact: true }).fill('Show the ticket at the door');
    await page.getByRole('textbox', { name: 'Itinerary 1', exact: true }).fill('22:30 doors open');
    await page.getByRole('textbox', { name: 'Important Information 1', exact: true }).fill('Dress code applies');
    await page.getByRole('button', { name: 'Add category' }).click();
    const row = page.getByRole('group', { name: 'Categories 1' });
    // The category choices load after the row is drawn.
    await row.getByRole('option', { name: 'Gold Lounge' }).waitFor({ state: 'attached' });
    await row.getByLabel('Category').selectOption({ label: 'Gold Lounge' });
    // The row's name is the category's own: there is no Name to type.
    expect(await row.getByLabel('Name').count()).toBe(0);
    await row.getByLabel('Price (AED)').fill('1500');
    await page.getByRole('button', { name: 'Add Event', exact: true }).click();
    await page.getByText('Event created successfully').waitFor();
    await page.waitForURL('**/events');

    // The list: its IP's name, and the spec's columns.
    const events = page.getByRole('table', { name: 'Events' });
    const eventRow = events.getByRole('row').filter({ hasText: 'Noir Opening' });
    await eventRow.waitFor();
    expect(await events.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Image', 'Name', 'IP', 'Status', 'Actions']);
    expect((await cellsOf(eventRow)).slice(0, 5)).toEqual(['1', formatDate(eventDay), '', 'Noir Opening', 'Noir']);
    const poster = await naturalSize(eventRow.getByRole('img', { name: 'Noir Opening' }));
    expect(poster.src).toMatch(/^\/media\/events\/.+\.jpg$/);
    expect(poster.width / poster.height).toBeCloseTo(0.75, 1);
    expect(await eventRow.getByRole('switch', { name: 'Status of Noir Opening' }).isChecked()).toBe(true);

    // What was saved, on the detail screen: both inclusions, the category's price and the defaults.
    await eventRow.getByRole('link', { name: 'View Noir Opening' }).click();
    await page.getByRole('heading', { name: 'Event Detail' }).waitFor();
    await page.getByText('Fast-track entry').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: /^(Welcome drink|Fast-track entry)$/ }).allInnerTexts()).toEqual(['Welcome drink', 'Fast-track entry']);
    await page.getByText('Gold Lounge - AED 1500', { exact: true }).waitFor();
    await page.getByText('10:30 PM', { exact: true }).waitFor();
    await page.getByText('21+', { exact: true }).waitFor();
    await page.getByText(DEFAULT_VENUE_ADDRESS, { exact: true }).waitFor();

    // Its ticket set: a row outside 100–500 is refused under its field, then a valid set is saved.
    await page.goto(e2e.url('/eventTickets'));
    await page.getByRole('heading', { name: 'Event Tickets', exact: true }).waitFor();
    await page.getByRole('link', { name: 'ADD' }).click();
    await page.getByRole('heading', { name: 'Add Event Ticket' }).waitFor();
    const eventSelect = page.getByLabel('Event', { exact: true });
    await eventSelect.getByRole('option', { name: `Noir Opening (${formatDate(eventDay)})` }).waitFor({ state: 'attached' });
    await eventSelect.selectOption({ label: `Noir Opening (${formatDate(eventDay)})` });
    const silver = page.getByRole('group', { name: 'Silver' });
    const gold = page.getByRole('group', { name: 'Gold' });
    await page.getByRole('button', { name: 'Remove Premium' }).click();
    await page.getByRole('group', { name: 'Premium' }).waitFor({ state: 'detached' });
    for (const [group, offer, price, total] of [[silver, 'Free entry before 11', '150', '50'], [gold, 'A bottle per four guests', '400', '600']] as const) {
      await group.getByLabel('Offer').fill(offer);
      await group.getByLabel('Price').fill(price);
      await group.getByLabel('Total Tickets').fill(total);
    }
    await page.getByRole('button', { name: 'Add Event Ticket', exact: true }).click();
    await fieldOf(silver, 'Total Tickets').getByText('Minimum 100 tickets required', { exact: true }).waitFor();
    await fieldOf(gold, 'Total Tickets').getByText('Maximum 500 tickets allowed', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/eventTickets/new');

    await silver.getByLabel('Total Tickets').fill('300');
    await gold.getByLabel('Total Tickets').fill('120');
    await page.getByRole('button', { name: 'Add Event Ticket', exact: true }).click();
    await page.getByText('Event ticket created successfully').waitFor();
    await page.waitForURL('**/eventTickets');

    const tickets = page.getByRole('table', { name: 'Event Tickets' });
    const ticketRow = tickets.getByRole('row').filter({ hasText: 'Noir Opening' });
    await ticketRow.waitFor();
    expect(await tickets.getByRole('columnheader').allInnerTexts()).toEqual(['#', 'Date', 'Image', 'Name', 'Event Date', 'Category', 'Price', 'Status', 'Actions']);
    const cells = await cellsOf(ticketRow);
    expect(cells.slice(3, 7)).toEqual(['Noir Opening', formatDate(eventDay), 'Silver - 0/300\nGold - 0/120', 'Silver - 150\nGold - 400']);

    // Blocked from the list's switch, and still blocked when the page is loaded again.
    const onSale = ticketRow.getByRole('switch', { name: 'Status of Noir Opening' });
    expect(await onSale.isChecked()).toBe(true);
    await clickToggle(onSale);
    await page.getByText('Event ticket blocked successfully').waitFor();
    await expect.poll(() => onSale.isChecked()).toBe(false);
    await page.reload();
    await ticketRow.waitFor();
    expect(await onSale.isChecked()).toBe(false);

    // A portrait memory, added from the event's card in Memory Events.
    await page.goto(e2e.url('/memoryEvents'));
    await page.getByRole('heading', { name: 'Memory Events', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Memories of Noir Opening' }).click();
    await page.getByRole('heading', { name: 'Memories', exact: true }).waitFor();
    await page.getByText(`Noir Opening · ${formatDate(eventDay)}`).waitFor();
    await page.getByText('DATA NOT FOUND').waitFor();
    await page.getByRole('button', { name: 'ADD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Memory' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Portrait (2:3)' }).isChecked()).toBe(true);
    await cropAndUpload(cropField(dialog, 'Image'), 1500, 1500);
    await dialog.getByRole('button', { name: 'Add Memory', exact: true }).click();
    await page.getByText('Memory created successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const grid = page.getByRole('list', { name: 'Memories' });
    const card = grid.getByRole('listitem').first();
    await card.getByText('Portrait').waitFor();
    const shown = await naturalSize(card.getByRole('img', { name: 'Memory 1' }));
    expect(shown.src).toMatch(/^\/media\/eventMemories\//);
    expect(shown.height / shown.width).toBeCloseTo(3 / 2, 1);
    expect(await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length)).toBe(3);
  });
});
