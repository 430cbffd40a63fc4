import { useState } from 'react';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StatusSwitch } from '../../web/components/StatusSwitch.tsx';
import { Toaster } from '../../web/components/Toaster.tsx';
import { labelOf } from './support/labelOf.ts';

/** A row that takes the new status only once the call succeeded, as list screens do. */
function Row({ save }: { save: (active: boolean) => Promise<unknown> }) {
  const [active, setActive] = useState(true);
  return (
    <>
      <StatusSwitch label="Status of Managers" isActive={active} onChange={async (next) => { await save(next); setActive(next); }} />
      <Toaster />
    </>
  );
}

test('flips at once and keeps the new value when the call succeeds', async () => {
  let finish: () => void = () => undefined;
  await render(<Row save={() => new Promise<void>((resolve) => { finish = resolve; })} />);
  const toggle = page.getByRole('switch', { name: 'Status of Managers' });
  await expect.element(toggle).toBeChecked();
  await labelOf(toggle).click();
  await expect.element(toggle).not.toBeChecked();
  finish();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await expect.element(toggle).not.toBeChecked();
  await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
});

test('rolls back with a toast when the call fails', async () => {
  let fail: () => void = () => undefined;
  await render(<Row save={() => new Promise<void>((_, reject) => { fail = () => reject(new Error('offline')); })} />);
  const toggle = page.getByRole('switch', { name: 'Status of Managers' });
  await labelOf(toggle).click();
  await expect.element(toggle).not.toBeChecked();
  fail();
  await expect.element(toggle).toBeChecked();
  await expect.element(page.getByRole('alert')).toHaveTextContent('Something Went Wrong');
});
