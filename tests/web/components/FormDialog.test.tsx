import type { ReactNode } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route } from 'wouter';
import { addDays } from '#domain/floor/calendar-day';
import { LeaveDialog } from '../../../web/components/LeaveDialog.tsx';
import { Toaster } from '../../../web/components/Toaster.tsx';
import { CategoryDetail } from '../../../web/features/categories/components/CategoryDetail.tsx';
import { FollowList } from '../../../web/features/follow-us/components/FollowList.tsx';
import { GalleryList } from '../../../web/features/galleries/components/GalleryList.tsx';
import { formatVenueDate, venueToday } from '../../../web/lib/venueCalendar.ts';
import { chooseFiles } from '../support/chooseFiles.ts';
import { renderAt } from '../support/renderAt.tsx';
import { drawnPicture } from '../support/drawnPicture.ts';
import { useStack } from '../support/stack.ts';

/**
 * A form in a popup keeps the console's promise for forms (issue 12), as the form screens do:
 * closing it changed (Escape, Cancel, the close icon, a click outside) asks with the same Leave
 * dialog; Stay keeps what was typed or chosen, Leave closes it; unchanged or saved, it closes at
 * once. Against a real API and gateway.
 */
const stack = useStack();
let categoryId = '';

beforeAll(async () => {
  await stack.seed('galleryImage');
  const image = await stack.seed<string>('media', 'category');
  categoryId = (await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Popup', layout: { image, imageAlt: 'Popup' } } }))._id;
});

const at = (path: string, screen: ReactNode) => renderAt(path, <>{screen}<LeaveDialog /><Toaster /></>);
const ask = () => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
const focusIsIn = (element: Element) => element.contains(document.activeElement);

/** The Follow Us grid with the edit popup of slot `position` open: its Edit button and the popup. */
async function openFollowEdit(position: number) {
  await at('/followUs', <FollowList />);
  const edit = page.getByRole('button', { name: `Edit Follow Us image ${position}` });
  await edit.click();
  const popup = page.getByRole('dialog', { name: `Edit Follow Us image ${position}` });
  await expect.element(popup).toBeVisible();
  return { edit, popup };
}

/** The category's detail with its record popup `name` opened by the button `opener`. */
async function openRecordPopup(opener: string, name: string) {
  await at(`/categories/${categoryId}`, <Route path="/categories/:id"><CategoryDetail /></Route>);
  await page.getByRole('button', { name: opener }).click();
  return page.getByRole('dialog', { name });
}

test('Follow Us edit: a picture chosen and not saved is a change; Escape asks, Stay keeps it, Leave closes; all by keyboard', async () => {
  const { edit, popup } = await openFollowEdit(1);
  await chooseFiles(popup.getByLabelText('Image', { exact: true }), [await drawnPicture('follow.png')]);
  const crop = popup.getByRole('group', { name: 'Crop image' });
  await expect.element(crop).toBeVisible();

  await userEvent.keyboard('{Escape}');
  await expect.element(ask()).toBeVisible();
  await expect.element(ask().getByRole('button', { name: 'Stay' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(ask()).not.toBeInTheDocument();
  await expect.element(crop).toBeVisible();
  await expect.poll(() => focusIsIn(popup.element())).toBe(true);

  await userEvent.keyboard('{Escape}');
  await expect.element(ask()).toBeVisible();
  // Escape on the question is Stay.
  await userEvent.keyboard('{Escape}');
  await expect.element(ask()).not.toBeInTheDocument();
  await expect.element(popup).toBeVisible();

  await userEvent.keyboard('{Escape}');
  await expect.element(ask().getByRole('button', { name: 'Stay' })).toHaveFocus();
  await userEvent.keyboard('{Tab}');
  await expect.element(ask().getByRole('button', { name: 'Leave' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(popup).not.toBeInTheDocument();
  expect(ask().query()).toBeNull();
  await expect.element(edit).toHaveFocus();
});

test('Follow Us edit: an unchanged popup closes on Escape without asking', async () => {
  const { edit, popup } = await openFollowEdit(2);
  await userEvent.keyboard('{Escape}');
  await expect.element(popup).not.toBeInTheDocument();
  expect(ask().query()).toBeNull();
  await expect.element(edit).toHaveFocus();
});

test('Edit Category Record: a typed price asks on Cancel and on a click outside; Stay keeps it, Leave closes', async () => {
  const today = venueToday();
  await stack.seed('rest', { method: 'post', path: '/create/category/record', body: { categoryId, fromDate: addDays(today, 60), toDate: addDays(today, 62), price: 900 } });
  const popup = await openRecordPopup(`Edit record from ${formatVenueDate(addDays(today, 60))}`, 'Edit Category Record');
  const price = popup.getByLabelText('Price');
  await expect.element(price).toHaveValue(900);
  await price.fill('950');

  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(ask()).toBeVisible();
  await ask().getByRole('button', { name: 'Stay' }).click();
  await expect.element(ask()).not.toBeInTheDocument();
  await expect.element(price).toHaveValue(950);

  const overlay = page.elementLocator(document.querySelector('.modal-overlay')!);
  await overlay.click({ position: { x: 4, y: 4 } });
  await expect.element(ask()).toBeVisible();
  await ask().getByRole('button', { name: 'Leave' }).click();
  await expect.element(popup).not.toBeInTheDocument();
  expect(ask().query()).toBeNull();
});

test('Add Category Record: a value typed back to how it opened is no change; a successful save closes without asking', async () => {
  const today = venueToday();
  const popup = await openRecordPopup('ADD', 'Add Category Record');
  await popup.getByLabelText('Price').fill('15');
  await popup.getByLabelText('Price').fill('');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect.element(popup).not.toBeInTheDocument();
  expect(ask().query()).toBeNull();

  await page.getByRole('button', { name: 'ADD' }).click();
  await popup.getByLabelText('From Date').fill(addDays(today, 70));
  await popup.getByLabelText('To Date').fill(addDays(today, 72));
  await popup.getByLabelText('Price').fill('1500');
  await popup.getByRole('button', { name: 'Add Category Record', exact: true }).click();
  await expect.element(popup).not.toBeInTheDocument();
  expect(ask().query()).toBeNull();
  await expect.element(page.getByRole('button', { name: `Edit record from ${formatVenueDate(addDays(today, 70))}` })).toBeInTheDocument();
});

test('Edit Gallery Image: a turned orientation asks on the close icon; Leave closes; turned back, it closes at once', async () => {
  await at('/galleries', <GalleryList />);
  await page.getByRole('button', { name: 'Edit Gallery image 1' }).click();
  const popup = page.getByRole('dialog', { name: 'Edit Gallery Image' });
  const portrait = popup.getByRole('radio', { name: 'Portrait (2:3)' });
  const landscape = popup.getByRole('radio', { name: 'Landscape (3:2)' });
  const [turned, back] = (portrait.element() as HTMLInputElement).checked ? [landscape, portrait] : [portrait, landscape];

  await turned.click();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect.element(ask()).toBeVisible();
  await ask().getByRole('button', { name: 'Stay' }).click();
  await expect.element(turned).toBeChecked();

  await back.click();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect.element(popup).not.toBeInTheDocument();
  expect(ask().query()).toBeNull();

  await page.getByRole('button', { name: 'Edit Gallery image 1' }).click();
  await turned.click();
  await userEvent.keyboard('{Escape}');
  await ask().getByRole('button', { name: 'Leave' }).click();
  await expect.element(popup).not.toBeInTheDocument();
});

test('Add Gallery Image at /galleries/new: Leave goes back to the list', async () => {
  const location = await at('/galleries/new', <GalleryList adding />);
  const popup = page.getByRole('dialog', { name: 'Add Gallery Image' });
  await popup.getByRole('radio', { name: 'Landscape (3:2)' }).click();
  await popup.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(ask()).toBeVisible();
  expect(location.history.at(-1)).toBe('/galleries/new');
  await ask().getByRole('button', { name: 'Leave' }).click();
  await expect.element(popup).not.toBeInTheDocument();
  expect(location.history.at(-1)).toBe('/galleries');
});
