import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataTable, type Column } from '../../web/components/DataTable.tsx';
import { Checkbox } from '../../web/components/ui/Checkbox.tsx';
import { Switch } from '../../web/components/ui/Switch.tsx';

interface Row { id: string; name: string; createdAt: string | null }
const columns: Column<Row>[] = [
  { header: 'Date', date: (row) => row.createdAt },
  { header: 'Name', cell: (row) => row.name },
];
const rows: Row[] = [
  { id: 'a', name: 'Managers', createdAt: '2024-03-05T10:00:00.000Z' },
  { id: 'b', name: 'Door staff', createdAt: null },
];

test('numbers rows from the page offset and formats dates', async () => {
  await render(<DataTable caption="Roles" rows={rows} columns={columns} offset={20} loading={false} failed={false} loadingText="Loading Roles..." />);
  const body = page.getByRole('table', { name: 'Roles' }).getByRole('row');
  await expect.element(body.nth(1)).toHaveTextContent('21Mar 05, 2024Managers');
  await expect.element(body.nth(2)).toHaveTextContent('22Invalid DateDoor staff');
  await expect.element(page.getByRole('columnheader', { name: '#' })).toBeVisible();
});

test('shows the loading text while fetching', async () => {
  await render(<DataTable caption="Roles" rows={[]} columns={columns} offset={0} loading failed={false} loadingText="Loading Roles..." />);
  await expect.element(page.getByText('Loading Roles...')).toBeVisible();
  await expect.element(page.getByText('DATA NOT FOUND')).not.toBeInTheDocument();
});

test('shows "DATA NOT FOUND" when there are no rows', async () => {
  await render(<DataTable caption="Roles" rows={[]} columns={columns} offset={0} loading={false} failed={false} loadingText="Loading Roles..." />);
  await expect.element(page.getByText('DATA NOT FOUND')).toBeVisible();
  await expect.element(page.getByRole('table')).not.toBeInTheDocument();
});

test('a table wider than its box is a named region Tab stops on (to scroll it by keyboard); one that fits is not', async () => {
  const wide: Column<Row>[] = [...columns, { header: 'Notes', cell: () => 'x'.repeat(400) }];
  const screen = await render(
    <div style={{ width: 320 }}>
      <DataTable caption="Roles" rows={rows} columns={wide} offset={0} loading={false} failed={false} loadingText="Loading Roles..." />
    </div>,
  );
  const box = page.getByRole('region', { name: 'Roles' });
  await expect.element(box).toHaveAttribute('tabindex', '0');
  await screen.rerender(
    <div style={{ width: 320 }}>
      <DataTable caption="Roles" rows={rows} columns={columns} offset={0} loading={false} failed={false} loadingText="Loading Roles..." />
    </div>,
  );
  await expect.element(page.getByRole('region')).not.toBeInTheDocument();
  await expect.element(page.getByRole('table', { name: 'Roles' })).toBeVisible();
  expect(page.getByRole('table').element().parentElement?.hasAttribute('tabindex')).toBe(false);
});

test('a switch and a checkbox in a row are 24 px targets for a mouse, their boxes in the row no bigger than drawn', async () => {
  const controls: Column<Row>[] = [
    ...columns,
    { header: 'Status', cell: (row) => <Switch label={`Status of ${row.name}`} /> },
    { header: 'Pick', cell: (row) => <Checkbox label={`Pick ${row.name}`} /> },
  ];
  await render(<DataTable caption="Roles" rows={rows} columns={controls} offset={0} loading={false} failed={false} loadingText="Loading Roles..." />);
  for (const control of [page.getByRole('switch', { name: 'Status of Managers' }), page.getByRole('checkbox', { name: 'Pick Managers' })]) {
    const label = control.element().closest('label')!;
    const box = label.getBoundingClientRect();
    // The box in the row's layout is still the 20 px track, the 18 px box: the row is no taller.
    expect(box.height).toBe(control.element().getAttribute('role') === 'switch' ? 20 : 18);
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    // Every corner of a 24 × 24 square around the control's middle is the control's to click.
    for (const [dx, dy] of [[-11.5, -11.5], [11.5, -11.5], [-11.5, 11.5], [11.5, 11.5]] as const) expect(label.contains(document.elementFromPoint(x + dx, y + dy))).toBe(true);
  }
  // A click just above the switch's track flips it.
  const status = page.getByRole('switch', { name: 'Status of Managers' });
  await page.elementLocator(status.element().closest('label')!).click({ position: { x: 18, y: -2 } });
  await expect.element(status).toBeChecked();
});
