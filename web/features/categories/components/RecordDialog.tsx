import { useState } from 'react';
import { venueToday } from '../../../lib/venueCalendar.ts';
import { recordFormSchema, recordPriceSchema } from '#domain/schemas/category-record';
import { Button } from '../../../components/ui/Button.tsx';
import { Form } from '../../../components/ui/Form.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { numberFromText } from '../../../lib/form/numberFromText.ts';
import { createCategoryRecord, updateCategoryRecord } from '../api/saveRecord.ts';

/** The record being edited, or none for "Add Category Record". */
export type EditedRecord = { id: string; fromDate: string; toDate: string; price: number } | null;

/**
 * "Add Category Record" (dates with a minimum of today in the venue; its button says the same) and
 * "Edit Category Record" (dates disabled, price only; Save), checked with the §5 messages; closes
 * after a save, then `onSaved`.
 */
export function RecordDialog({ categoryId, record, onClose, onSaved }: { categoryId: string; record: EditedRecord; onClose: () => void; onSaved: () => void }) {
  const today = venueToday();
  const [fromDate, setFrom] = useState(record?.fromDate ?? '');
  const [toDate, setTo] = useState(record?.toDate ?? '');
  const [price, setPrice] = useState(record ? String(record.price) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const title = record ? 'Edit Category Record' : 'Add Category Record';

  const save = async () => {
    const checked = record ? recordPriceSchema.safeParse(numberFromText(price)) : recordFormSchema(today).safeParse({ fromDate, toDate, price: numberFromText(price) });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.reverse().map((issue) => [String(issue.path[0] ?? 'price'), issue.message])));
      return;
    }
    setBusy(true);
    try {
      if (record) await updateCategoryRecord({ categoryId, id: record.id, price: Number(price) });
      else await createCategoryRecord({ categoryId, fromDate, toDate, price: Number(price) });
      onClose();
      onSaved();
    } catch {
      setBusy(false);
    }
  };

  return (
    <Modal isOpen onClose={onClose} title={title}>
      <Form className="form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <TextField label="From Date" type="date" value={fromDate} onChange={setFrom} isDisabled={!!record} error={errors.fromDate} min={today} />
        <TextField label="To Date" type="date" value={toDate} onChange={setTo} isDisabled={!!record} error={errors.toDate} min={fromDate || today} />
        <TextField label="Price" type="number" value={price} onChange={setPrice} error={errors.price} />
        <div className="form-actions">
          <Button type="submit" isPending={busy}>{record ? 'Save' : title}</Button>
          <Button variant="secondary" onPress={onClose}>Cancel</Button>
        </div>
      </Form>
    </Modal>
  );
}
