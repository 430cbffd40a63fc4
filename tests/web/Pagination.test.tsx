import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Pagination } from '../../web/components/Pagination.tsx';

test('is hidden while the count is below the page size', async () => {
  const screen = await render(<Pagination count={9} limit={10} page={1} onPage={() => undefined} />);
  expect(screen.container.querySelector('nav')).toBeNull();
});

test('shows one link per page, marks the current one and asks for the chosen page', async () => {
  const onPage = vi.fn();
  await render(<Pagination count={25} limit={10} page={2} onPage={onPage} />);
  await expect.element(page.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect.element(page.getByRole('button', { name: 'Page 4' })).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Page 3' }).click();
  expect(onPage).toHaveBeenCalledWith(3);
  await page.getByRole('button', { name: 'Previous page' }).click();
  expect(onPage).toHaveBeenLastCalledWith(1);
});

test('puts a gap between the margin pages and the window on long lists', async () => {
  await render(<Pagination count={200} limit={10} page={10} onPage={() => undefined} />);
  await expect.element(page.getByRole('button', { name: 'Page 1', exact: true })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Page 20' })).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Page 5', exact: true })).not.toBeInTheDocument();
  expect(page.getByText('…').elements().length).toBe(2);
});
