import { beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route } from 'wouter';
import { addDays } from '#domain/floor/calendar-day';
import { formatDate } from '#domain/format';
import { CategoryDetail } from '../../../../web/features/categories/components/CategoryDetail.tsx';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { venueToday } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

/** A day as the spec shows dates (§9, "MMM dd, yyyy"): 2026-12-03 is "Dec 03, 2026". */
const asShown = (day: string) => {
  const [year, month, date] = day.split('-');
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]} ${date}, ${year}`;
};
let categoryId = '';

beforeAll(async () => {
  const image = await stack.seed<string>('media', 'category');
  categoryId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Gold', layout: { image, imageAlt: 'Gold' } } }))._id;
});

/** The category's detail with "Add Category Record" open. */
async function openAddRecord() {
  await renderAt(`/categories/${categoryId}`, <Route path="/categories/:id"><CategoryDetail /></Route>);
  await page.getByRole('button', { name: 'ADD' }).click();
  return page.getByRole('dialog', { name: 'Add Category Record' });
}

test('a From Date in the past gets §5’s message, not the browser’s; the inputs keep their minimum of today', async () => {
  const today = venueToday();
  const popup = await openAddRecord();
  const from = popup.getByLabelText('From Date');
  await expect.element(from).toHaveAttribute('min', today);
  await from.fill(addDays(today, -1));
  await popup.getByLabelText('To Date').fill(addDays(today, 2));
  await popup.getByLabelText('Price').fill('1500');
  await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
  await expect.element(popup.getByText('From Date cannot be in the past')).toBeVisible();
  expect((popup.element().querySelector('form') as HTMLFormElement).noValidate).toBe(true);
});

test('a To Date before the From Date gets “To Date must be at least one day after From Date”', async () => {
  const today = venueToday();
  const popup = await openAddRecord();
  await popup.getByLabelText('From Date').fill(today);
  await expect.element(popup.getByLabelText('To Date')).toHaveAttribute('min', today);
  await popup.getByLabelText('To Date').fill(addDays(today, -1));
  await popup.getByLabelText('Price').fill('1500');
  await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
  await expect.element(popup.getByText('To Date must be at least one day after From Date')).toBeVisible();
});

test('the add popup submits with “Add Category Record”, the edit popup with Save', async () => {
  const today = venueToday();
  await stack.seed('rest', { method: 'post', path: '/create/category/record', body: { categoryId, fromDate: addDays(today, 20), toDate: addDays(today, 22), price: 900 } });
  const popup = await openAddRecord();
  await expect.element(popup.getByRole('button', { name: 'Add Category Record', exact: true })).toHaveAttribute('type', 'submit');
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: `Edit record from ${asShown(addDays(today, 20))}` }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Category Record' });
  await expect.element(editing.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('type', 'submit');
});

test('a price message follows the price: fixed, it goes, and a later refusal (dates overlapping) is the only complaint', async () => {
  const today = venueToday();
  await stack.seed('rest', { method: 'post', path: '/create/category/record', body: { categoryId, fromDate: addDays(today, 40), toDate: addDays(today, 43), price: 900 } });
  await renderAt(`/categories/${categoryId}`, <><Route path="/categories/:id"><CategoryDetail /></Route><Toaster /></>);
  await page.getByRole('button', { name: 'ADD' }).click();
  const popup = page.getByRole('dialog', { name: 'Add Category Record' });
  await popup.getByLabelText('From Date').fill(addDays(today, 30));
  await popup.getByLabelText('To Date').fill(addDays(today, 32));
  await popup.getByLabelText('Price').fill('12.345');
  await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
  await expect.element(popup.getByText('Price may have at most 2 decimals')).toBeVisible();

  await popup.getByLabelText('Price').fill('12.34');
  await popup.getByLabelText('From Date').fill(addDays(today, 41));
  await popup.getByLabelText('To Date').fill(addDays(today, 42));
  await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
  // The refusal shows under both dates, the fields it is about.
  const overlap = `These dates overlap another price record of this category (${formatDate(addDays(today, 40))} to ${formatDate(addDays(today, 43))}); choose days after it or before it`;
  for (const label of ['From Date', 'To Date']) {
    await expect.element(popup.getByLabelText(label)).toHaveAccessibleDescription(overlap);
    await expect.element(popup.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect.element(popup.getByText('Price may have at most 2 decimals')).not.toBeInTheDocument();
  await expect.element(popup.getByLabelText('Price')).not.toHaveAttribute('aria-invalid');
});

test('a price typed that is not a number gets “Price must be a number” (§5), not “Price is required”; cleared, it is required again', async () => {
  const popup = await openAddRecord();
  const price = popup.getByLabelText('Price');
  // A number input holds "" for the page while its text is no number ("1e", "-"): the form must still tell the two apart.
  await userEvent.type(price, '1e');
  await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
  await expect.element(price).toHaveAccessibleDescription('Price must be a number');
  await userEvent.clear(price);
  await expect.element(price).toHaveAccessibleDescription('Price is required');
  await userEvent.type(price, '-');
  await expect.element(price).toHaveAccessibleDescription('Price must be a number');
  await userEvent.type(price, '5');
  await expect.element(price).toHaveAccessibleDescription('Price must be at least 1');
});
