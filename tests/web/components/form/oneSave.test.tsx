import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Route } from 'wouter';
import { addDays } from '#domain/floor/calendar-day';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { CategoryDetail } from '../../../../web/features/categories/components/CategoryDetail.tsx';
import { sectionsResource } from '../../../../web/features/sections/resource.ts';
import { venueToday } from '../../../../web/lib/venueCalendar.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

/**
 * A save is sent once: Enter pressed again in a field (or a second click) while the first save is
 * on its way sends nothing more. Against a real API, on a slow network (the calls held back).
 */
const stack = useStack();

const sectionsNamed = async (name: string) =>
  (await stack.graphql<{ sections: { items: { name: string }[] } }>('query($q: String) { sections(limit: 10, search: $q) { items { name } } }', { q: name })).sections.items.filter((s) => s.name === name).length;

test('Add Section: Enter pressed three times while saving creates one section', async () => {
  const New = sectionsResource.screens.new!;
  const location = await renderAt('/sections/new', <><Route path="/sections/new"><Suspense><New /></Suspense></Route><Toaster /></>);
  const name = page.getByLabelText('Name', { exact: true });
  await name.fill('Mezzanine once');
  await stack.holdCalls('Mezzanine once');
  await name.click();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  await stack.releaseHeld();
  await expect.element(page.getByText('Section created successfully')).toBeVisible();
  expect(location.history?.at(-1)).toBe('/sections');
  expect(await sectionsNamed('Mezzanine once')).toBe(1);
});

test('Add Category Record: a double Enter while saving adds one record, and no overlap refusal follows', async () => {
  const image = await stack.seed<string>('media', 'category');
  const { _id } = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Rooftop', layout: { image, imageAlt: 'Rooftop' } } });
  await renderAt(`/categories/${_id}`, <><Route path="/categories/:id"><CategoryDetail /></Route><Toaster /></>);
  await page.getByRole('button', { name: 'ADD' }).click();
  const popup = page.getByRole('dialog', { name: 'Add Category Record' });
  const today = venueToday();
  await popup.getByLabelText('From Date').fill(addDays(today, 1));
  await popup.getByLabelText('To Date').fill(addDays(today, 3));
  await popup.getByLabelText('Price').fill('777');
  await stack.holdCalls('777');
  await popup.getByLabelText('Price').click();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Enter}');
  await stack.releaseHeld();
  await expect.element(page.getByText('Category record created successfully')).toBeVisible();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  // A second create would be refused as overlapping the first, a moment later.
  await new Promise((settled) => setTimeout(settled, 800));
  expect(page.getByText(/overlap/).query()).toBeNull();
  type Records = { categoryRecords: { count: number } };
  expect((await stack.graphql<Records>(`{ categoryRecords(categoryId: "${_id}") { count } }`)).categoryRecords.count).toBe(1);
});
