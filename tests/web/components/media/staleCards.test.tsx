import type { ReactNode } from 'react';
import { beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';
import { LeaveDialog } from '../../../../web/components/LeaveDialog.tsx';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { FollowList } from '../../../../web/features/follow-us/components/FollowList.tsx';
import { GalleryList } from '../../../../web/features/galleries/components/GalleryList.tsx';
import { chooseFiles } from '../../support/chooseFiles.ts';
import { drawnPicture } from '../../support/drawnPicture.ts';
import { labelOf } from '../../support/labelOf.ts';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

/**
 * Popups opened from a card (a gallery picture, a Follow Us slot) edit the version the card holds:
 * the card's own switch keeps it current, so an edit after it saves; an edit after someone else's
 * change is refused with the message, Reload and Save anyway. Against a real API and gateway.
 */
const stack = useStack();

beforeAll(async () => {
  await stack.seed('galleryImage');
});

const at = (path: string, screen: ReactNode) => renderAt(path, <>{screen}<LeaveDialog /><Toaster /></>);
const STALE = /has changed since you opened it: nothing was saved/;

type Slots = { follows: { items: { id: string; position: number; image: string | null; status: string }[] } };
const slot = async (position: number) => (await stack.graphql<Slots>('{ follows(limit: 100) { items { id position image status } } }')).follows.items.find((s) => s.position === position)!;

test('Follow Us: an image saved after the card’s own switch goes through; after someone else’s change it is refused, kept, and Save anyway saves it', async () => {
  await at('/followUs', <FollowList />);
  const status = page.getByRole('switch', { name: 'Status of Follow Us image 4' });
  await expect.element(status).toBeChecked();
  await labelOf(status).click();
  await expect.poll(async () => (await slot(4)).status).toBe('INACTIVE');

  // The card took the slot's new version from its switch: this edit is made from it.
  await page.getByRole('button', { name: 'Edit Follow Us image 4' }).click();
  let popup = page.getByRole('dialog', { name: 'Edit Follow Us image 4' });
  await expect.element(popup).toBeVisible();
  await chooseFiles(popup.getByLabelText('Image', { exact: true }), [await drawnPicture('first.png')]);
  await popup.getByRole('button', { name: 'Select & save image' }).click();
  await expect.element(popup).not.toBeInTheDocument();
  const first = (await slot(4)).image;
  expect(first).toMatch(/^follows\//);

  // Someone else switches it back on; an edit from the card as it stands is refused and its upload kept.
  await stack.graphql('mutation S($id: ID!) { setFollowStatus(id: $id, status: ACTIVE) { message } }', { id: (await slot(4)).id });
  await page.getByRole('button', { name: 'Edit Follow Us image 4' }).click();
  popup = page.getByRole('dialog', { name: 'Edit Follow Us image 4' });
  await expect.element(popup).toBeVisible();
  await chooseFiles(popup.getByLabelText('Image', { exact: true }), [await drawnPicture('second.png')]);
  await popup.getByRole('button', { name: 'Select & save image' }).click();
  await expect.element(popup.getByRole('alert')).toHaveTextContent(STALE);
  expect((await slot(4)).image).toBe(first);

  await popup.getByRole('button', { name: 'Save anyway' }).click();
  await expect.element(popup).not.toBeInTheDocument();
  const second = (await slot(4)).image;
  expect(second).toMatch(/^follows\//);
  expect(second).not.toBe(first);
  // The card shows the saved picture.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Follow Us image 4' }) });
  await expect.poll(() => card.element().querySelector('img')?.getAttribute('src')).toContain(second!);
});

type Pictures = { galleryImages: { items: { id: string; status: string }[] } };
const picture = async () => (await stack.graphql<Pictures>('{ galleryImages(limit: 1) { items { id status } } }')).galleryImages.items[0]!;

test('Gallery: a save after the card’s own switch goes through; after someone else’s change it is refused, and Reload edits the picture as now saved', async () => {
  await at('/galleries', <GalleryList />);
  const name = 'Gallery image 1';
  const status = page.getByRole('switch', { name: `Status of ${name}` });
  await expect.element(status).toBeChecked();
  await labelOf(status).click();
  await expect.poll(async () => (await picture()).status).toBe('INACTIVE');

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  let popup = page.getByRole('dialog', { name: 'Edit Gallery Image' });
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(popup).not.toBeInTheDocument();

  await stack.graphql('mutation S($id: ID!) { setGalleryImageStatus(id: $id, status: ACTIVE) { message } }', { id: (await picture()).id });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  popup = page.getByRole('dialog', { name: 'Edit Gallery Image' });
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(popup.getByRole('alert')).toHaveTextContent(STALE);
  await expect.element(popup).toBeVisible();

  // Nothing changed in the popup: Reload asks nothing, and the picture's save from there goes through.
  await popup.getByRole('button', { name: 'Reload' }).click();
  popup = page.getByRole('dialog', { name: 'Edit Gallery Image' });
  await expect.element(popup.getByRole('alert')).not.toBeInTheDocument();
  await expect.element(page.getByRole('switch', { name: `Status of ${name}` })).toBeChecked();
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(popup).not.toBeInTheDocument();
  expect((await picture()).status).toBe('ACTIVE');
});

test('Gallery filtered to Active: Reload after someone switched the picture off keeps the popup, with the picture as now saved; deleted meanwhile, the popup says so', async () => {
  const setStatus = (id: string, status: string) => stack.graphql('mutation S($id: ID!, $status: Status!) { setGalleryImageStatus(id: $id, status: $status) { message } }', { id, status });
  /** The Active grid with a new picture first, its popup open, and its save refused: someone switched it off meanwhile. */
  const refusedAfterSwitchedOff = async () => {
    const { _id: id } = await stack.seed<{ _id: string }>('galleryImage');
    await cleanup();
    await at('/galleries?status=active', <GalleryList />);
    await page.getByRole('button', { name: 'Edit Gallery image 1' }).click();
    const popup = page.getByRole('dialog', { name: 'Edit Gallery Image' });
    await expect.element(popup).toBeVisible();
    await setStatus(id, 'INACTIVE');
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.element(popup.getByRole('alert')).toHaveTextContent(STALE);
    return { id, popup };
  };

  const { id, popup } = await refusedAfterSwitchedOff();
  // No longer in the Active grid, the picture is still found: the popup shows it as now saved, and its save goes through.
  await popup.getByRole('button', { name: 'Reload' }).click();
  await expect.element(popup.getByRole('alert')).not.toBeInTheDocument();
  await expect.element(popup.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.element(popup).not.toBeInTheDocument();
  const { galleryImages } = await stack.graphql<Pictures>('{ galleryImages(limit: 100) { items { id status } } }');
  expect(galleryImages.items.find((item) => item.id === id)?.status).toBe('INACTIVE');

  // Deleted before the Reload: the popup says so, and Cancel closes it.
  const gone = await refusedAfterSwitchedOff();
  await stack.graphql('mutation D($id: ID!) { deleteGalleryImage(id: $id) { message } }', { id: gone.id });
  await gone.popup.getByRole('button', { name: 'Reload' }).click();
  await expect.element(gone.popup.getByRole('alert')).toHaveTextContent('This record has been deleted since you opened it: nothing was saved.');
  await gone.popup.getByRole('button', { name: 'Cancel' }).click();
  await expect.element(gone.popup).not.toBeInTheDocument();
});
