import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PdfField } from '../../../../web/components/media/PdfField.tsx';
import { chooseFiles as choose } from '../../support/chooseFiles.ts';

const pdf = (size = 0) => new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(size)], 'menu.pdf', { type: 'application/pdf' });

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
