import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { MenuCard } from '../../../../web/features/menu/components/MenuCard.tsx';

test("a menu's picture is not named again after its heading: a screen reader reads the menu's name once", async () => {
  const menu = { id: '00000000-0000-4000-8000-000000000001', name: 'Drinks', image: 'menu/drinks.jpg', pdf: 'menu/drinks.pdf', status: 'ACTIVE' as const };
  await render(<ul><MenuCard menu={menu} onStatus={async () => undefined} /></ul>);
  const card = page.getByRole('listitem');
  await expect.element(card.getByRole('heading', { name: 'Drinks' })).toBeVisible();
  expect(card.element().querySelector('img')?.getAttribute('alt')).toBe('');
  expect(card.getByRole('img').query()).toBeNull();
  await expect.element(card.getByRole('link', { name: 'View PDF of Drinks' })).toBeVisible();
});
