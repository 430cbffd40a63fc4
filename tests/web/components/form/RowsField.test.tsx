import { expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { z } from 'zod';
import { eventCategorySchema } from '#domain/schemas/event';
import { FormFieldView } from '../../../../web/components/form/FormFieldView.tsx';
import type { FormField } from '../../../../web/lib/form/FormField.ts';
import { useFormEngine } from '../../../../web/lib/form/useFormEngine.ts';

const schema = z.object({ categories: z.array(eventCategorySchema) });
type Values = z.input<typeof schema>;

function Harness({ onSave, options }: { onSave: (parsed: object) => void; options: () => Promise<{ value: string; label: string }[]> }) {
  const engine = useFormEngine(schema, { categories: [] }, []);
  const field: FormField<Values> = {
    kind: 'rows',
    name: 'categories',
    label: 'Categories',
    addLabel: 'Add category',
    columns: [
      { key: 'categoryId', label: 'Category', kind: 'select', placeholder: 'Select Category', options },
      { key: 'name', label: 'Name', kind: 'text' },
      { key: 'price', label: 'Price', kind: 'number' },
    ],
    blank: () => ({ categoryId: '', name: '', price: undefined }),
  };
  return (
    <form onSubmit={engine.submit(async (parsed) => onSave(parsed))}>
      <FormFieldView field={field} engine={engine} />
      <button type="submit">Save</button>
    </form>
  );
}

const row = (n: number) => page.getByRole('group', { name: `Categories ${n}` });

test('rows are added and removed; each cell shows its own §5 message; the choices load once', async () => {
  const onSave = vi.fn();
  const options = vi.fn(async () => [{ value: 'c-gold', label: 'Gold' }, { value: 'c-silver', label: 'Silver' }]);
  await render(<Harness onSave={onSave} options={options} />);
  await page.getByRole('button', { name: 'Add category' }).click();
  await page.getByRole('button', { name: 'Add category' }).click();

  await row(1).getByRole('combobox', { name: 'Category' }).selectOptions('Gold');
  await row(1).getByRole('textbox', { name: 'Name' }).fill('Gold seating');
  await row(1).getByRole('spinbutton', { name: 'Price' }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect.element(row(1).getByText('Price must be at least 1')).toBeVisible();
  await expect.element(row(2).getByText('Category is required')).toBeVisible();
  await expect.element(row(2).getByText('Price is required')).toBeVisible();
  expect(onSave).not.toHaveBeenCalled();

  await row(1).getByRole('spinbutton', { name: 'Price' }).fill('450');
  await row(2).getByRole('spinbutton', { name: 'Price' }).fill('99');
  await page.getByRole('button', { name: 'Remove Categories 1' }).click();
  // The second row moved up with its values.
  await expect.element(row(1).getByRole('spinbutton', { name: 'Price' })).toHaveValue(99);
  await expect.element(row(2)).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'Remove Categories 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  expect(onSave).toHaveBeenCalledWith({ categories: [] });
  expect(options).toHaveBeenCalledTimes(1);
});

test('a filled row is saved as a number price', async () => {
  const onSave = vi.fn();
  await render(<Harness onSave={onSave} options={async () => [{ value: 'c-gold', label: 'Gold' }]} />);
  await page.getByRole('button', { name: 'Add category' }).click();
  await row(1).getByRole('combobox', { name: 'Category' }).selectOptions('Gold');
  await row(1).getByRole('textbox', { name: 'Name' }).fill('VIP');
  await row(1).getByRole('spinbutton', { name: 'Price' }).fill('1250.5');
  await page.getByRole('button', { name: 'Save' }).click();
  // An event's row is named after its category: the schema drops the typed name.
  expect(onSave).toHaveBeenCalledWith({ categories: [{ categoryId: 'c-gold', price: 1250.5 }] });
});
