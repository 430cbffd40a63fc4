import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Pagination } from '../../../web/components/Pagination.tsx';
import { usePagedRows } from '../../../web/lib/usePagedRows.ts';

/** 25 numbered rows served 10 a page. */
const list = async ({ limit, offset }: { limit: number; offset: number }) => ({
  items: Array.from({ length: Math.min(limit, 25 - offset) }, (_, i) => ({ id: String(offset + i + 1) })),
  count: 25,
});

function Rows() {
  const { snap, offset, pager } = usePagedRows(10, list);
  return (
    <>
      <p>From {offset}: {snap.items.map((row) => row.id).join(',')}</p>
      <Pagination {...pager} />
    </>
  );
}

const renderAt = (path: string) => {
  const location = memoryLocation({ path, record: true });
  return { location, screen: render(<Router hook={location.hook}><Rows /></Router>) };
};

test('reads the page from ?page= and loads that slice', async () => {
  const { screen } = renderAt('/roles?page=3');
  await screen;
  await expect.element(page.getByText('From 20: 21,22,23,24,25')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

test('a bad or missing page is page 1; the pager moves to ?page=2', async () => {
  const { location, screen } = renderAt('/roles?page=zero');
  await screen;
  await expect.element(page.getByText('From 0: 1,2,3,4,5,6,7,8,9,10')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.element(page.getByText('From 10: 11,12')).toBeVisible();
  expect(location.history?.at(-1)).toBe('/roles?page=2');
});
