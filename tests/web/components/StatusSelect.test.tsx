import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StatusSelect } from '../../../web/components/StatusSelect.tsx';
import { Toaster } from '../../../web/components/Toaster.tsx';

type Status = 'PENDING' | 'MARKED';
const OPTIONS = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'MARKED', label: 'Marked' },
] as const;

/** A row that takes the new status only once the call succeeded, as the contact-us list does. */
function Row({ save }: { save: (next: Status) => Promise<unknown> }) {
  const [status, setStatus] = useState<Status>('PENDING');
  return (
    <>
      <StatusSelect label="Status of Layla Haddad" value={status} options={OPTIONS} onChange={async (next) => { await save(next); setStatus(next); }} />
      <p>Saved: {status}</p>
      <Toaster />
    </>
  );
}

test('shows the choice at once and keeps it when the call succeeds', async () => {
  let finish: () => void = () => undefined;
  const sent: Status[] = [];
  await render(<Row save={(next) => { sent.push(next); return new Promise<void>((resolve) => { finish = resolve; }); }} />);
  const select = page.getByRole('combobox', { name: 'Status of Layla Haddad' });
  await expect.element(select).toHaveValue('PENDING');
  await userEvent.selectOptions(select, 'Marked');
  await expect.element(select).toHaveValue('MARKED');
  await expect.element(page.getByText('Saved: PENDING')).toBeVisible();
  finish();
  await expect.element(page.getByText('Saved: MARKED')).toBeVisible();
  await expect.element(select).toHaveValue('MARKED');
  await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  expect(sent).toEqual(['MARKED']);
});

test('rolls back with a toast when the call fails', async () => {
  let fail: () => void = () => undefined;
  await render(<Row save={() => new Promise<void>((_, reject) => { fail = () => reject(new Error('offline')); })} />);
  const select = page.getByRole('combobox', { name: 'Status of Layla Haddad' });
  await userEvent.selectOptions(select, 'Marked');
  await expect.element(select).toHaveValue('MARKED');
  fail();
  await expect.element(select).toHaveValue('PENDING');
  await expect.element(page.getByRole('alert')).toHaveTextContent('Something Went Wrong');
});

test('without the edit action it is disabled', async () => {
  await render(<StatusSelect label="Status of Omar" value="MARKED" options={OPTIONS} isDisabled onChange={() => Promise.resolve()} />);
  await expect.element(page.getByRole('combobox', { name: 'Status of Omar' })).toBeDisabled();
});
