import type { Locator, Page } from 'playwright-core';
import { pngBytes } from '../../support/media-files.ts';

/** The crop field labelled `label` (its file input, cropper and "Select & save image"). */
export const cropField = (scope: Page | Locator, label: string): Locator => scope.locator(`.media-field:has(> .field__label:text-is("${label}"))`);

/** Chooses a generated PNG in a crop field, saves the crop (uploading it) and waits for its preview. */
export async function cropAndUpload(field: Locator, width: number, height: number): Promise<void> {
  await field.locator('input[type=file]').setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: pngBytes(width, height) });
  // The crop area is drawn once the picture has loaded, and only then are its pixels known.
  await field.locator('.reactEasyCrop_CropArea').waitFor();
  await field.getByRole('button', { name: 'Select & save image' }).click();
  await field.locator('.media-field__preview').waitFor();
}
