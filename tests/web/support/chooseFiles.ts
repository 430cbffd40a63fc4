import { page, type Locator } from 'vitest/browser';

/** Chooses files on the input labelled `label` (or found by a locator), as the browser's file dialog would. */
export async function chooseFiles(label: string | Locator, files: File[]): Promise<void> {
  const input = (typeof label === 'string' ? page.getByLabelText(label, { exact: true }) : label).element() as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
