import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FormScreen } from '../../web/components/FormScreen.tsx';
import { LeaveDialog } from '../../web/components/LeaveDialog.tsx';

const renderScreen = (props: { busy: boolean; submitLabel?: string; onSubmit?: () => void; changed?: boolean }) => {
  const location = memoryLocation({ path: '/hosts/new', record: true });
  const onSubmit = props.onSubmit ?? (() => undefined);
  const screen = render(
    <Router hook={location.hook}>
      <FormScreen title="Add Host" cancelTo="/hosts" {...props} unsaved={{ values: { name: props.changed ? 'Ada' : '' }, initial: { name: '' } }} onSubmit={(event) => { event.preventDefault(); onSubmit(); }}>
        <p>the fields</p>
      </FormScreen>
      <LeaveDialog />
    </Router>,
  );
  return { location, screen };
};

test('shows the title, the fields, Save and Cancel; Save submits', async () => {
  const onSubmit = vi.fn();
  await renderScreen({ busy: false, onSubmit }).screen;
  await expect.element(page.getByRole('heading', { name: 'Add Host' })).toBeVisible();
  await expect.element(page.getByText('the fields')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('takes another submit label and Cancel goes back to the list', async () => {
  const { location, screen } = renderScreen({ busy: false, submitLabel: 'Update' });
  await screen;
  await expect.element(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(location.history?.at(-1)).toBe('/hosts');
});

test('the submit button is busy while saving', async () => {
  await renderScreen({ busy: true }).screen;
  await expect.element(page.getByRole('button', { name: 'Save' })).toHaveAttribute('data-pending', 'true');
});

test('a form whose values differ from those it opened with asks before Cancel leaves: Stay keeps it, Leave goes', async () => {
  const { location, screen } = renderScreen({ busy: false, changed: true });
  await screen;
  await page.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect.element(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect.element(ask).not.toBeInTheDocument();
  expect(location.history?.at(-1)).toBe('/hosts/new');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Leave' }).click();
  expect(location.history?.at(-1)).toBe('/hosts');
});
