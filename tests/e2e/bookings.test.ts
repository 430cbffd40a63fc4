import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus } from '#domain/bookings';
import { bookTicketsFor, makeTicketedEvent, makeUser } from '../support/bookings.ts';
import { startE2E, type E2E } from './lib/harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

describe('bookings', () => {
  it("lists a ticket booking with the spec's columns, and its payment dot's tooltip is read by keyboard", async () => {
    const { api } = e2e.stack;
    const user = await makeUser(api, 'dana@guest.test');
    const { category } = await makeTicketedEvent(api, { name: 'Noir Opening' });
    await bookTicketsFor(api, { userId: user._id, ticketCategoryId: category._id, tickets: 2 }, PaymentStatus.IN_PROGRESS, 300);

    const page = await e2e.pageWithToken(api.adminToken);
    await page.goto(e2e.url('/bookings'));
    const table = page.getByRole('table', { name: 'Bookings' });
    const row = table.getByRole('row').filter({ hasText: 'dana@guest.test' });
    await row.waitFor();
    const headers = await table.getByRole('columnheader').allInnerTexts();
    for (const name of ['Booking Id', 'Date', 'Type', 'Event', 'Table', 'User', 'Host', 'Price', 'Payment Status']) expect(headers).toContain(name);
    expect(await row.innerText()).toContain('Ticket');
    expect(await row.innerText()).toContain('Noir Opening');

    // Tab from the top of the page until the dot holds the focus, as a keyboard user would reach it.
    await page.getByRole('heading', { name: 'Bookings', exact: true }).click();
    const dot = row.getByRole('img', { name: 'In Progress' });
    for (let presses = 0; presses < 60 && !(await dot.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab');
    expect(await dot.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await page.getByRole('tooltip').allInnerTexts()).map((t) => t.trim())).toEqual(['In Progress']);
    // Escape closes it, and focus moving on leaves no tooltip behind.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await dot.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(async () => (await page.getByRole('tooltip').allInnerTexts()).map((t) => t.trim())).toEqual(['In Progress']);
    await page.getByRole('heading', { name: 'Bookings', exact: true }).click();
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
  });
});
