import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { bumpDataVersion } from '../../../web/lib/dataVersion.ts';
import { patchRow } from '../../../web/lib/pageRows.ts';
import { useRows } from '../../../web/lib/useRows.ts';

interface Row { id: string; name: string }

function Names({ load }: { load: () => Promise<{ items: Row[]; count: number }> }) {
  const { rows, snap, loading } = useRows('names', load);
  if (loading) return <p>Loading</p>;
  return (
    <ul>
      {snap.items.map((row) => <li key={row.id}><button type="button" onClick={() => patchRow(rows, row.id, { name: `${row.name}!` })}>{row.name}</button></li>)}
    </ul>
  );
}

test('shows loading, then the rows; a patched row changes on screen at once', async () => {
  let answer: (rows: Row[]) => void = () => undefined;
  await render(<Names load={() => new Promise((resolve) => { answer = (items) => resolve({ items, count: items.length }); })} />);
  await expect.element(page.getByText('Loading')).toBeVisible();
  answer([{ id: 'a', name: 'Food' }]);
  await page.getByRole('button', { name: 'Food' }).click();
  await expect.element(page.getByRole('button', { name: 'Food!' })).toBeVisible();
});

test('loads again when records changed elsewhere', async () => {
  let calls = 0;
  await render(<Names load={async () => { calls += 1; return { items: [{ id: 'a', name: `Load ${calls}` }], count: 1 }; }} />);
  await expect.element(page.getByRole('button', { name: 'Load 1' })).toBeVisible();
  bumpDataVersion();
  await expect.element(page.getByRole('button', { name: 'Load 2' })).toBeVisible();
});
