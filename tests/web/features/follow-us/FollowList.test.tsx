import { beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { FollowList } from '../../../../web/features/follow-us/components/FollowList.tsx';
import { renderAt } from '../../support/renderAt.tsx';
import { useStack } from '../../support/stack.ts';

const stack = useStack();

beforeAll(async () => {
  // The six slots exist from the first start; the second is switched off.
  const { follows } = await stack.graphql<{ follows: { items: { id: string; position: number }[] } }>('{ follows(limit: 100) { items { id position } } }');
  const second = follows.items.find((slot) => slot.position === 2)!;
  await stack.seed('rest', { method: 'patch', path: '/update/follow/status', body: { followId: second.id, status: 2 } });
  // The third has a picture.
  const third = follows.items.find((slot) => slot.position === 3)!;
  await stack.seed('rest', { method: 'patch', path: '/update/follow', body: { followId: third.id, image: await stack.seed<string>('media', 'follows') } });
});

const titles = async () => (await page.getByRole('heading', { level: 2 }).all()).map((heading) => heading.element().textContent);

test('the status filter where the area has a status: kept in the URL, and the grid shows that status only', async () => {
  const location = await renderAt('/followUs?status=inactive', <FollowList />);
  await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('inactive');
  await expect.poll(titles).toEqual(['Follow Us image 2']);

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Active');
  expect(location.history.at(-1)).toBe('/followUs?status=active');
  await expect.poll(titles).toEqual(['Follow Us image 1', 'Follow Us image 3', 'Follow Us image 4', 'Follow Us image 5', 'Follow Us image 6']);

  await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'All');
  expect(location.history.at(-1)).toBe('/followUs');
  await expect.poll(async () => (await titles()).length).toBe(6);
});

test("a slot's picture is not named again after its heading: a screen reader reads the slot's name once", async () => {
  await renderAt('/followUs', <FollowList />);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Follow Us image 3' }) });
  await expect.element(card).toBeVisible();
  expect(card.element().querySelector('img')?.getAttribute('alt')).toBe('');
  expect(card.getByRole('img').query()).toBeNull();
  await expect.element(card.getByRole('button', { name: 'View Follow Us image 3' })).toBeVisible();
});
