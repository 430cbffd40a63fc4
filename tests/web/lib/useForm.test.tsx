import { Form } from 'react-aria-components';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { Button } from '../../../web/components/ui/Button.tsx';
import { TextField } from '../../../web/components/ui/TextField.tsx';
import { NotifiedError } from '../../../web/lib/toasts.ts';
import { useForm } from '../../../web/lib/useForm.ts';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function NameForm({ save, held }: { save: (form: { name: string }) => Promise<void>; held?: () => boolean }) {
  const { field, submit, busy } = useForm(schema, { name: '' });
  return (
    <Form onSubmit={submit(save, held)} validationBehavior="aria">
      <TextField label="Name" {...field('name')} />
      <Button type="submit" isPending={busy}>Save</Button>
    </Form>
  );
}

test('a field shows its message once left, and typing clears it', async () => {
  await render(<NameForm save={async () => undefined} />);
  await expect.element(page.getByText('Name is required')).not.toBeInTheDocument();
  await page.getByLabelText('Name').click();
  await userEvent.keyboard('{Tab}');
  await expect.element(page.getByText('Name is required')).toBeVisible();
  await page.getByLabelText('Name').fill('Dana');
  await expect.element(page.getByText('Name is required')).not.toBeInTheDocument();
});

test('submitting an invalid form shows every message and saves nothing', async () => {
  const saved: unknown[] = [];
  await render(<NameForm save={async (form) => { saved.push(form); }} />);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByText('Name is required')).toBeVisible();
  expect(saved).toEqual([]);
});

test('a valid form saves the parsed values unless held, and a failed save can be retried', async () => {
  const saved: unknown[] = [];
  let hold = true;
  await render(<NameForm save={async (form) => { saved.push(form); throw new Error('refused'); }} held={() => hold} />);
  await page.getByLabelText('Name').fill('  Dana ');
  await page.getByRole('button', { name: 'Save' }).click();
  expect(saved).toEqual([]);
  hold = false;
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => saved).toEqual([{ name: 'Dana' }]);
  await expect.element(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => saved.length).toBe(2);
});

test("a save the API refuses shows each of BAD_USER_INPUT's messages under its field until that value changes", async () => {
  const refuse = async () => {
    throw new NotifiedError('A role with this name already exists', 'BAD_USER_INPUT', [{ path: ['name'], message: 'A role with this name already exists' }]);
  };
  await render(<NameForm save={refuse} />);
  await page.getByLabelText('Name').fill('Door');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(page.getByText('A role with this name already exists')).toBeVisible();
  await expect.element(page.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabelText('Name').fill('Doors');
  await expect.element(page.getByText('A role with this name already exists')).not.toBeInTheDocument();
});

const rowsSchema = z.object({ rows: z.array(z.object({ total: z.number().min(100, 'Minimum 100 tickets required') })) });

function RowsForm() {
  const { values, set, errorAt, touch, submit } = useForm(rowsSchema, { rows: [{ total: 100 }, { total: 5 }, { total: 7 }] });
  return (
    <Form onSubmit={submit(async () => undefined)} validationBehavior="aria">
      {values.rows.map((row, index) => (
        <TextField
          key={index}
          label={`Total ${index + 1}`}
          value={String(row.total)}
          onChange={(text) => set({ rows: values.rows.map((r, i) => (i === index ? { total: Number(text) } : r)) })}
          onBlur={() => touch(`rows.${index}.total`)}
          error={errorAt(['rows', index, 'total'])}
        />
      ))}
      <Button type="submit">Save</Button>
    </Form>
  );
}

test('a nested value shows its own message under it, once it or the form was touched', async () => {
  await render(<RowsForm />);
  const message = page.getByText('Minimum 100 tickets required');
  await page.getByLabelText('Total 2').click();
  await userEvent.keyboard('{Tab}');
  // Only the second row was left: the third keeps its message until the form is submitted.
  await expect.element(message).toBeVisible();
  expect(message.elements()).toHaveLength(1);
  expect(page.getByLabelText('Total 2').element().getAttribute('aria-invalid')).toBe('true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => message.elements().length).toBe(2);
  await page.getByLabelText('Total 2').fill('150');
  await expect.poll(() => message.elements().length).toBe(1);
  expect(page.getByLabelText('Total 1').element().getAttribute('aria-invalid')).not.toBe('true');
});
