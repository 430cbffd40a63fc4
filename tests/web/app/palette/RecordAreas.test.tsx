import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Palette } from '../../../../web/app/palette/Palette.tsx';
import { closePalette } from '../../../../web/app/palette/paletteStore.ts';
import { Toaster } from '../../../../web/components/Toaster.tsx';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

// The areas whose lists take no search text, or search in their own way: their records are still
// found by the one cross-area search, offer their actions, and their deleted ones can be restored.
const stack = useStack();

type Picture = { _id: string; label: string };
let kept: Picture;
let deletedPicture: Picture;

beforeAll(async () => {
  kept = await stack.seed<Picture>('galleryImage');
  deletedPicture = await stack.seed<Picture>('galleryImage');
  await stack.seed('rest', { method: 'delete', path: '/delete/gallery', body: { galleryId: deletedPicture._id, isDelete: true } });
  const image = await stack.seed<string>('media', 'category');
  const category = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/category', body: { name: 'Old terrace', layout: { image, imageAlt: 'Old terrace' } } });
  await stack.seed('rest', { method: 'delete', path: '/delete/category', body: { categoryId: category._id, isDelete: true } });
});
afterEach(() => closePalette());

const palette = () => page.getByRole('dialog');
const openPalette = async () => {
  await renderAt('/dashboard', <><Palette /><Toaster /></>);
  await userEvent.keyboard('{Control>}k{/Control}');
};
const galleryStatus = async (id: string) => {
  const { galleryImages } = await stack.graphql<{ galleryImages: { items: { id: string; status: string }[] } }>('{ galleryImages(limit: 100) { items { id status } } }');
  return galleryImages.items.find((image) => image.id === id)?.status;
};

test('a gallery picture is found by its file name and switched off from the palette', async () => {
  await openPalette();
  const file = kept.label.split(' · ')[1]!;
  await userEvent.keyboard(file.slice(0, 8));
  const pictures = palette().getByRole('group', { name: 'Gallery' });
  await expect.element(pictures.getByRole('option', { name: new RegExp(`^${kept.label}`) })).toBeVisible();
  // A deleted picture is not among the live ones.
  expect(pictures.getByRole('option', { name: new RegExp(`^${deletedPicture.label}`) }).query()).toBeNull();
  await pictures.getByRole('option', { name: new RegExp(`^${kept.label}`) }).click();
  await palette().getByRole('option', { name: 'Deactivate' }).click();
  await expect.poll(() => galleryStatus(kept._id)).toBe('INACTIVE');
});

test('"Restore gallery image…" lists the deleted pictures by file name and restores one', async () => {
  await openPalette();
  await userEvent.keyboard('restore gallery');
  await palette().getByRole('option', { name: /^Restore gallery image…/ }).click();
  await palette().getByRole('option', { name: new RegExp(`^Restore ${deletedPicture.label}`) }).click();
  await expect.poll(() => galleryStatus(deletedPicture._id)).toBe('ACTIVE');
});

test('"Restore category…" finds a deleted category by name and restores it', async () => {
  await openPalette();
  await userEvent.keyboard('restore category');
  await palette().getByRole('option', { name: /^Restore category…/ }).click();
  await userEvent.keyboard('terrace');
  await palette().getByRole('option', { name: /^Restore Old terrace/ }).click();
  await expect.poll(async () => (await stack.graphql<{ categories: { items: { name: string }[] } }>('{ categories(search: "terrace") { items { name } } }')).categories.items.map((c) => c.name)).toEqual(['Old terrace']);
});

test('a ticket set switched off but on sale is not called blocked, and offers Block and its status switch', async () => {
  const [event] = await stack.seed<{ _id: string }[]>('events', [{ name: 'Quiet Quarter' }]);
  const made = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/eventTicket', body: { eventId: event!._id, categories: [{ type: 1, name: 'Silver', offer: 'Entry', price: 150, totalTickets: 100 }] } });
  await stack.seed('rest', { method: 'patch', path: '/update/eventTicket/status', body: { eventTicketId: made._id, status: 2 } });
  await openPalette();
  await userEvent.keyboard('quiet quarter');
  const option = palette().getByRole('group', { name: 'Event Tickets' }).getByRole('option', { name: /^Quiet Quarter · / });
  await expect.element(option).toBeVisible();
  expect(option.element().textContent).not.toContain('blocked');
  await option.click();
  await expect.element(palette().getByRole('option', { name: 'Block', exact: true })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'Activate ticket set' })).toBeVisible();
});

test('a memory found by its event’s name is read by its id: named as found, switched by its status, shown in its event’s pictures', async () => {
  const [event] = await stack.seed<{ _id: string }[]>('events', [{ name: 'Lantern Parade' }]);
  const image = await stack.seed<string>('media', 'eventMemories');
  const memory = await stack.seed<{ _id: string }>('rest', { method: 'post', path: '/create/eventGallery', body: { eventId: event!._id, image, metaData: { width: 3000, height: 2000 } } });
  const location = await renderAt('/dashboard', <><Palette /><Toaster /></>);
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.keyboard('lantern parade');
  const option = palette().getByRole('group', { name: 'Memory Events' }).getByRole('option', { name: /^Memory · Lantern Parade/ });
  await expect.element(option).toBeVisible();
  await expect.element(palette().getByText('Searching…')).not.toBeInTheDocument();
  // Switched off since the search found it active: the read by id, not the search's hit, says what the toggle does.
  await stack.seed('rest', { method: 'patch', path: '/update/eventGallery/status', body: { eventGalleryId: memory._id, status: 2 } });
  expect(option.element().textContent).not.toContain('inactive');
  await option.click();
  await expect.element(palette().getByRole('group', { name: 'Memory · Lantern Parade' })).toBeVisible();
  await expect.element(palette().getByRole('option', { name: 'Activate', exact: true })).toBeVisible();
  expect(palette().getByRole('option', { name: 'Deactivate', exact: true }).query()).toBeNull();
  expect(palette().getByRole('option', { name: 'Open', exact: true }).query()).toBeNull();
  await palette().getByRole('option', { name: 'Show in Memory Events' }).click();
  await expect.poll(() => location.history.at(-1)).toBe(`/memoryEvents/${event!._id}/memories`);
});

test('a Follow Us slot is found by its name on screen', async () => {
  await openPalette();
  await userEvent.keyboard('follow us image 2');
  await expect.element(palette().getByRole('group', { name: 'Follow Us' }).getByRole('option', { name: /^Follow Us image 2/ })).toBeVisible();
});
