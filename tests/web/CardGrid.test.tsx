import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CardGrid } from '../../web/components/CardGrid.tsx';

test('shows the loading text while fetching', async () => {
  await render(<CardGrid label="Follow Us" loading failed={false} isEmpty><li>card</li></CardGrid>);
  await expect.element(page.getByRole('status')).toHaveTextContent('Loading Follow Us...');
  await expect.element(page.getByText('card')).not.toBeInTheDocument();
});

test('shows "DATA NOT FOUND" when there are no cards', async () => {
  await render(<CardGrid label="Menu" loading={false} failed={false} isEmpty><li>card</li></CardGrid>);
  await expect.element(page.getByRole('status')).toHaveTextContent('DATA NOT FOUND');
});

test('lists the cards under its label', async () => {
  await render(<CardGrid label="Gallery" loading={false} failed={false} isEmpty={false}><li>one</li><li>two</li></CardGrid>);
  const grid = page.getByRole('list', { name: 'Gallery' });
  await expect.element(grid).toBeVisible();
  expect(grid.getByRole('listitem').elements().map((item) => item.textContent)).toEqual(['one', 'two']);
});
