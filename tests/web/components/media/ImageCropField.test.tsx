import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ImageCropField } from '../../../../web/components/media/ImageCropField.tsx';
import { chooseFiles as choose } from '../../support/chooseFiles.ts';

test('the image field asks for a picture before saving and refuses what is not one', async () => {
  await render(<ImageCropField label="Image" section="gallery" aspect={3 / 2} onChange={() => undefined} />);
  await page.getByRole('button', { name: 'Select & save image' }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent('PLease Select the image.');
  await choose('Image', [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.png', { type: 'image/png' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are allowed.');
  // A PDF is named as such: the field takes images.
  await choose('Image', [new File(['%PDF-1.4\n%%EOF\n'], 'menu.pdf', { type: 'application/pdf' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('This is a PDF file: choose a JPEG, PNG or WebP image.');
  await expect.element(page.getByRole('group', { name: 'Crop image' })).not.toBeInTheDocument();
});

test('a file that says it is an image and is over 5 MB is told its size, whatever its first bytes', async () => {
  await render(<ImageCropField label="Image" section="gallery" aspect={3 / 2} onChange={() => undefined} />);
  await choose('Image', [new File([new Uint8Array(6 * 1024 * 1024)], 'huge.jpg', { type: 'image/jpeg' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('Image must be less than 5MB.');
  // A big PDF is still named as a PDF: the field takes images.
  await choose('Image', [new File(['%PDF-1.4\n', new Uint8Array(6 * 1024 * 1024)], 'menu.pdf', { type: 'application/pdf' })]);
  await expect.element(page.getByRole('alert')).toHaveTextContent('This is a PDF file: choose a JPEG, PNG or WebP image.');
  await expect.element(page.getByRole('group', { name: 'Crop image' })).not.toBeInTheDocument();
});

test('its message describes its Choose button', async () => {
  await render(<ImageCropField label="Icon" section="services" aspect={1} onChange={() => undefined} error="Please select a image" />);
  await expect.element(page.getByRole('button', { name: 'Choose icon' })).toHaveAccessibleDescription('Please select a image');
});

test('"Re-crop current image" is a target of at least 24 px with a mouse too (WCAG 2.5.8), not only by touch', async () => {
  expect(matchMedia('(pointer: coarse)').matches).toBe(false);
  await render(<ImageCropField label="Image" section="gallery" aspect={3 / 2} value="gallery/party.jpg" onChange={() => undefined} />);
  const recrop = page.getByRole('button', { name: 'Re-crop current image' });
  await expect.element(recrop).toBeVisible();
  expect(recrop.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
});
