import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router, useSearchParams } from 'wouter';
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

/** A list filtered by `?status=`, as the contact-us list is: only even rows for "even". */
function FilteredRows() {
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const filtered = async (query: { limit: number; offset: number }) => {
    const all = await list({ limit: 25, offset: 0 });
    const items = all.items.filter((row) => status !== 'even' || Number(row.id) % 2 === 0);
    return { items: items.slice(query.offset, query.offset + query.limit), count: items.length };
  };
  const { snap, offset, pager } = usePagedRows(5, filtered, false, status ? { status } : {});
  return (
    <>
      <p>From {offset}: {snap.items.map((row) => row.id).join(',')}</p>
      <Pagination {...pager} />
    </>
  );
}

test('a list’s filters kept in the URL stay when the page turns', async () => {
  const location = memoryLocation({ path: '/contactUs?status=even', record: true });
  await render(<Router hook={location.hook}><FilteredRows /></Router>);
  await expect.element(page.getByText('From 0: 2,4,6,8,10')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect.element(page.getByText('From 5: 12,14,16,18,20')).toBeVisible();
  expect(location.history?.at(-1)).toBe('/contactUs?status=even&page=2');
});
