import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { venueToday } from '../../../lib/venueCalendar.ts';
import { recordFormSchema, recordPriceFormSchema } from '#domain/schemas/category-record';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { numberFromText } from '../../../lib/form/numberFromText.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { useOneSave, type Reload } from '../../../lib/useOneSave.ts';
import { createCategoryRecord, updateCategoryRecord } from '../api/saveRecord.ts';

/** The record being edited (its `updatedAt` the version the edit is made from), or none for "Add Category Record". */
export type EditedRecord = { id: string; fromDate: string; toDate: string; price: number; updatedAt: string } | null;

type Fields = 'fromDate' | 'toDate' | 'price';

/**
 * "Add Category Record" (dates with a minimum of today in the venue; its button says the same) and
 * "Edit Category Record" (dates disabled, price only; Save), checked with the §5 messages, each
 * under its field for the value it holds now (a refused save leaves no stale one); closes after a
 * save, then `onSaved`; closed with a change, it asks first (FormDialog). An edit sends the record's
 * version; refused because someone saved the record since, it offers `onReload` and Save anyway.
 */
export function RecordDialog({ categoryId, record, onClose, onSaved, onReload }: { categoryId: string; record: EditedRecord; onClose: () => void; onSaved: () => void; onReload?: Reload }) {
  const today = venueToday();
  const [initial] = useState<Record<Fields, string>>(() => ({ fromDate: record?.fromDate ?? '', toDate: record?.toDate ?? '', price: record ? String(record.price) : '' }));
  const [values, setValues] = useState(initial);
  // The price is text until parsed; the schema says what is wrong with it (§5). One object per
  // edit: the API's messages hold for the values they were sent with.
  const checked = useMemo(() => ({ ...values, price: numberFromText(values.price) }), [values]);
  const form = useFieldErrors<z.ZodType<object>>(record ? recordPriceFormSchema : recordFormSchema(today), checked);
  const { busy, run, stale } = useOneSave(record?.updatedAt);
  const title = record ? 'Edit Category Record' : 'Add Category Record';
  const field = (name: Fields) => ({
    value: values[name],
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    const price = checked.price;
    if (!form.parse() || price === undefined) return;
    await run(
      async (expectedUpdatedAt) => {
        if (record) await updateCategoryRecord({ categoryId, id: record.id, price }, expectedUpdatedAt);
        else await createCategoryRecord({ categoryId, fromDate: values.fromDate.trim(), toDate: values.toDate.trim(), price });
        onClose();
        onSaved();
      },
      form.showServerErrors,
    );
  };

  return (
    <FormDialog title={title} onClose={onClose} unsaved={{ values, initial }} onSubmit={save} busy={busy} submitLabel={record ? 'Save' : title} stale={stale} onReload={onReload}>
      <TextField label="From Date" type="date" {...field('fromDate')} isDisabled={!!record} min={today} />
      <TextField label="To Date" type="date" {...field('toDate')} isDisabled={!!record} min={values.fromDate || today} />
      <TextField label="Price" type="number" {...field('price')} />
    </FormDialog>
  );
}
