import { page } from 'vitest/browser';

/** Chooses files on the input labelled `label`, as the browser's file dialog would. */
export async function chooseFiles(label: string, files: File[]): Promise<void> {
  const input = page.getByLabelText(label).element() as HTMLInputElement;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
