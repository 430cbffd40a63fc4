import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { GalleryList } from '../../../../web/features/galleries/components/GalleryList.tsx';
import { MemoryNew } from '../../../../web/features/memory-events/components/MemoryNew.tsx';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

beforeAll(async () => {
  await stack.seed('galleryImage');
});

/** The labels of a dialog's buttons, in order. */
const buttons = (name: string) => page.getByRole('dialog', { name }).getByRole('button').elements().map((button) => button.textContent);

test('adding a picture submits with the dialog’s title, editing one with Save', async () => {
  await renderAt('/galleries/new', <GalleryList adding />);
  const adding = page.getByRole('dialog', { name: 'Add Gallery Image' });
  await expect.element(adding.getByRole('button', { name: 'Add Gallery Image', exact: true })).toHaveAttribute('type', 'submit');
  expect(buttons('Add Gallery Image')).not.toContain('Save');
  await adding.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit Gallery image 1' }).click();
  await expect.element(page.getByRole('dialog', { name: 'Edit Gallery Image' }).getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('type', 'submit');
});

test('Add Memory submits with “Add Memory”', async () => {
  await renderAt('/memoryEvents/new', <MemoryNew />);
  const dialog = page.getByRole('dialog', { name: 'Add Memory' });
  await expect.element(dialog.getByRole('button', { name: 'Add Memory', exact: true })).toHaveAttribute('type', 'submit');
  expect(buttons('Add Memory')).not.toContain('Save');
});

test('the orientation choices are targets of at least 24 px with a mouse too (WCAG 2.5.8), not only by touch', async () => {
  expect(matchMedia('(pointer: coarse)').matches).toBe(false);
  await renderAt('/galleries/new', <GalleryList adding />);
  const dialog = page.getByRole('dialog', { name: 'Add Gallery Image' });
  await expect.element(dialog.getByRole('radio', { name: 'Portrait (2:3)' })).toBeVisible();
  const heights = dialog.getByRole('radio').elements().map((radio) => Math.round(radio.closest('label')!.getBoundingClientRect().height));
  expect(heights.map((height) => height >= 24)).toEqual([true, true]);
});
