import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ListSearch } from '../../../../web/components/area/ListSearch.tsx';
import { BY_BLOCK, BY_SALE, type StatusFilter } from '../../../../web/lib/listStatus.ts';
import { useListSearch } from '../../../../web/lib/useListSearch.ts';
import { renderAt } from '../../support/renderAt.tsx';

/** A list's tools and, beside them, what its list call would be asked for. */
function Tools({ filter }: { filter: StatusFilter }) {
  const { query, tools } = useListSearch({}, filter);
  return (
    <>
      <ListSearch label="Hosts" {...tools} />
      <output aria-label="asked">{JSON.stringify(query)}</output>
    </>
  );
}

const asked = () => page.getByRole('status', { name: 'asked' });

test('the search and the Blocked filter land in ?q= and ?status= and in the list call; All clears the filter and keeps the text', async () => {
  const location = await renderAt('/hosts', <Tools filter={BY_BLOCK} />);
  const status = page.getByRole('combobox', { name: 'Status' });
  expect([...(status.element() as HTMLSelectElement).options].map((o) => o.text)).toEqual(['All', 'Blocked', 'Unblocked']);

  // A status chosen while the typed text has not settled yet is kept when it does.
  await page.getByRole('searchbox', { name: 'Search' }).fill('ana');
  await userEvent.selectOptions(status, 'Blocked');
  await expect.poll(() => location.history.at(-1)).toBe('/hosts?q=ana&status=blocked');
  await expect.element(asked()).toHaveTextContent('{"search":"ana","blocked":true}');

  await userEvent.selectOptions(status, 'All');
  await expect.poll(() => location.history.at(-1)).toBe('/hosts?q=ana');
  await expect.element(asked()).toHaveTextContent('{"search":"ana"}');
});

test('a link opens the view it names; an unknown status is left out; an on-sale Status asks for the inverse of blocked', async () => {
  await renderAt('/eventTickets?search=jazz&status=active', <Tools filter={BY_SALE} />);
  await expect.element(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('jazz');
  await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  await expect.element(asked()).toHaveTextContent('{"search":"jazz","blocked":false}');
});

test('a status the filter does not offer is ignored', async () => {
  await renderAt('/hosts?status=asleep', <Tools filter={BY_BLOCK} />);
  await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  await expect.element(asked()).toHaveTextContent('{}');
});
