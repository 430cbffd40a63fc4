import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { z } from 'zod';
import { SpecForm } from '../../../../web/components/form/SpecForm.tsx';
import { LeaveDialog } from '../../../../web/components/LeaveDialog.tsx';
import { formSpec } from '../../../../web/lib/form/FormSpec.ts';
import { chooseFiles } from '../../support/chooseFiles.ts';

const schema = z.object({ address: z.string().min(1, 'Address is required'), admission: z.number() });
const specWith = (prefill?: () => Promise<{ address: string }>) =>
  formSpec(schema, {
    fields: [
      { kind: 'text', name: 'address', label: 'Address' },
      { kind: 'number', name: 'admission', label: 'Admission' },
    ],
    initial: () => ({ address: '', admission: 21 }),
    prefill,
  });

const renderForm = (spec: ReturnType<typeof specWith>) =>
  render(
    <Router hook={memoryLocation({ path: '/events/new' }).hook}>
      <SpecForm spec={spec} source={undefined} title="Add Event" backTo="/events" onSave={async () => undefined} />
    </Router>,
  );

test('lays the values only the server knows over the start values before the form shows', async () => {
  let resolve: (values: { address: string }) => void = () => undefined;
  await renderForm(specWith(() => new Promise((done) => (resolve = done))));
  await expect.element(page.getByRole('status')).toHaveTextContent('Loading...');
  resolve({ address: 'The Venue Hotel' });
  await expect.element(page.getByRole('textbox', { name: 'Address' })).toHaveValue('The Venue Hotel');
  await expect.element(page.getByRole('spinbutton', { name: 'Admission' })).toHaveValue(21);
});

test('shows the form from its start values when the server cannot say', async () => {
  await renderForm(specWith(() => Promise.reject(new Error('offline'))));
  await expect.element(page.getByRole('textbox', { name: 'Address' })).toHaveValue('');
});

test('a PDF chosen and not yet uploaded is a change of the form: Cancel asks before dropping it', async () => {
  const pdfSpec = formSpec(z.object({ name: z.string(), pdf: z.string().optional() }), {
    fields: [
      { kind: 'text', name: 'name', label: 'Name' },
      { kind: 'pdf', name: 'pdf', label: 'PDF', section: 'menu' },
    ],
    initial: () => ({ name: 'Drinks', pdf: 'menu/drinks.pdf' }),
  });
  const location = memoryLocation({ path: '/menu/m1/edit', record: true });
  await render(
    <Router hook={location.hook}>
      <SpecForm spec={pdfSpec} source={undefined} title="Edit Menu" backTo="/menu" onSave={async () => undefined} />
      <LeaveDialog />
    </Router>,
  );
  await chooseFiles('PDF', [new File(['%PDF-1.4\n%%EOF\n'], 'drinks.pdf', { type: 'application/pdf' })]);
  await page.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect.element(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Leave' }).click();
  expect(location.history?.at(-1)).toBe('/menu');
});
