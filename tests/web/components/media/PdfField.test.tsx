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

test('a file that says it is a PDF and is over 15 MB is told its size, whatever its first bytes', async () => {
  const chosen: (File | null)[] = [];
  await render(<PdfField label="Menu PDF" onSelect={(file) => chosen.push(file)} />);
  await choose('Menu PDF', [new File([new Uint8Array(16 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('File size must be less than 15MB.');
  // Small and not a PDF inside: still refused by its content, as the server would.
  await choose('Menu PDF', [new File(['hello'], 'fake.pdf', { type: 'application/pdf' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Only PDF files are allowed.');
  // Big but said to be something else: its type first.
  await choose('Menu PDF', [new File([new Uint8Array(16 * 1024 * 1024)], 'big.png', { type: 'image/png' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Only PDF files are allowed.');
  await expect.poll(() => chosen).toEqual([null, null, null]);
});

test('"Open current PDF" is a target of at least 24 px with a mouse too (WCAG 2.5.8), not only by touch', async () => {
  expect(matchMedia('(pointer: coarse)').matches).toBe(false);
  await render(<PdfField label="PDF" value="menu/drinks.pdf" onSelect={() => undefined} />);
  const link = page.getByRole('link', { name: 'Open current PDF' });
  await expect.element(link).toBeVisible();
  expect(link.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
});
