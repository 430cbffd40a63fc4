import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SpecForm } from '../../../../web/components/form/SpecForm.tsx';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { menuApi } from '../../../../web/features/menu/api.ts';
import { menuForms } from '../../../../web/features/menu/forms.ts';

const menu = { id: '00000000-0000-4000-8000-000000000001', name: 'Drinks', image: null, pdf: null, status: 'ACTIVE' as const, updatedAt: '2030-01-01T00:00:00.000Z' };

/** The menu's edit screen as the router shows it, for a slot that has no image and no PDF yet. */
const MenuForm = ({ menu: slot }: { menu: typeof menu }) => (
  <SpecForm spec={menuForms.edit} source={slot} title="Edit Menu" backTo="/menu" onSave={(form) => menuApi.update(slot.id, form)} />
);
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'drinks.pdf', { type: 'application/pdf' });

test('saving without a PDF says "Please select a PDF file." and a blank name "Name is required"', async () => {
  await render(<><MenuForm menu={menu} /><Toaster /></>);
  await page.getByLabelText('Name').fill('  ');
  await userEvent.keyboard('{Tab}');
  await expect.element(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByText('Please select a PDF file.')).toBeVisible();
});

test('a refused file shows the PDF rule at once', async () => {
  await render(<MenuForm menu={menu} />);
  await userEvent.upload(page.getByLabelText('PDF', { exact: true }), new File(['<html>'], 'menu.pdf', { type: 'application/pdf' }));
  await expect.element(page.getByText('Only PDF files are allowed.')).toBeVisible();
});

// This page has no upload server behind it, so the upload really fails.
test('a failed upload is shown, and the chosen PDF stays for another try', async () => {
  await render(<><MenuForm menu={menu} /><Toaster /></>);
  const input = page.getByLabelText('PDF', { exact: true });
  await userEvent.upload(input, pdf());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(page.getByRole('alert').filter({ hasText: 'Something Went Wrong' })).toBeVisible();
  expect((input.element() as HTMLInputElement).files?.[0]?.name).toBe('drinks.pdf');
  await expect.element(page.getByRole('heading', { name: 'Edit Menu' })).toBeVisible();
  await expect.element(page.getByText('Please select a PDF file.')).not.toBeInTheDocument();
  await expect.element(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
});

test('its two drop areas say which field each is for, so a screen reader tells the image from the PDF', async () => {
  await render(<MenuForm menu={menu} />);
  const areas = page.getByRole('button', { name: /^Drop / });
  await expect.poll(() => areas.elements().map((area) => area.getAttribute('aria-label'))).toEqual(['Drop the image here', 'Drop the PDF here']);
});
