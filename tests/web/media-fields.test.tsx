import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ImageCropField } from '../../web/components/media/ImageCropField.tsx';
import { PdfField } from '../../web/components/media/PdfField.tsx';

const pdf = (size = 0) => new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(size)], 'menu.pdf', { type: 'application/pdf' });

/** Chooses files on the input labelled `label`, as the browser's file dialog would. */
async function choose(label: string, files: File[]) {
  const input = page.getByLabelText(label).element() as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

test('the PDF field hands a real PDF to the form and explains every refusal', async () => {
  const chosen: (File | null)[] = [];
  await render(<PdfField label="Menu PDF" onSelect={(file) => chosen.push(file)} />);
  await choose('Menu PDF', [new File(['<html>'], 'menu.pdf', { type: 'application/pdf' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Only PDF files are allowed.');
  await choose('Menu PDF', [pdf(15 * 1024 * 1024)]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('File size must be less than 15MB.');
  await choose('Menu PDF', []);
  await expect.element(page.getByRole('alert')).toHaveTextContent('No file selected.');
  await choose('Menu PDF', [pdf()]);
  await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  expect(chosen.map((file) => file?.name ?? null)).toEqual([null, null, null, 'menu.pdf']);
});

test('the image field asks for a picture before saving and refuses what is not one', async () => {
  await render(<ImageCropField label="Image" section="gallery" aspect={3 / 2} onChange={() => undefined} />);
  await page.getByRole('button', { name: 'Select & save image' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('PLease Select the image.');
  await choose('Image', [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images and PDF files are allowed.');
  await expect.element(page.getByRole('group', { name: 'Crop image' })).not.toBeInTheDocument();
});
