import { useMemo, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { tableEditFormSchema, tableFormSchema, type TableEdit } from '#domain/schemas/table';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { TextListField } from '../../../components/form/TextListField.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { numberFromText } from '../../../lib/form/numberFromText.ts';
import { listReturn } from '../../../lib/listReturn.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { useDraftStart } from '../../../lib/useUnsavedForm.ts';
import { useOneSave, type Reload } from '../../../lib/useOneSave.ts';
import { allCategories } from '../../categories/api/categories.ts';
import { listAllSections } from '../api/allSections.ts';

/** What the form edits; capacity is text until parsed. */
export type TableValues = { name: string; tableNo: string; capacity: string; sectionId: string; categoryId: string; inclusions: string[]; image: string };

/** The values to check and send; `kept` is the image the table already has, sent again only when replaced (§5: with no new image, no image is sent). */
const toForm = (values: TableValues, kept: string) => ({ ...values, capacity: numberFromText(values.capacity), image: values.image && values.image !== kept ? values.image : undefined });

/**
 * The table add/edit form (§2.13, §5): Name, table number, capacity 1–15, Section and Category
 * selects, the 1.66:1 image, and inclusions (the first cannot be removed). On edit the current
 * image is shown; left alone it is not sent, so the old one stays. An edit names the table's
 * `version`, handed to `onSave` to send (a save over someone else's later one is refused, with
 * `onReload` and Save anyway).
 */
export function TableForm({ title, initial, isEdit, version, onSave, onReload }: {
  title: string;
  initial: TableValues;
  isEdit: boolean;
  version?: string;
  onSave: (form: TableEdit, expectedUpdatedAt?: string) => Promise<void>;
  onReload?: Reload;
}) {
  const [, navigate] = useLocation();
  const schema = (isEdit ? tableEditFormSchema : tableFormSchema).transform((form) => form as TableEdit);
  const [values, setValues] = useState(useDraftStart(initial));
  // Capacity and image may be missing while typing; the schema says so with the §5 messages.
  // One object per edit: the API's field messages after a refused save hold until the values change (useFieldErrors).
  const checked = useMemo(() => toForm(values, isEdit ? initial.image : '') as z.input<typeof schema>, [values, isEdit, initial.image]);
  const form = useFieldErrors(schema, checked);
  const { busy, run, stale } = useOneSave(version);
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  const options = useLoad('table-form-options', async () => ({ sections: await listAllSections(), categories: await allCategories() })).data;
  const set = (patch: Partial<TableValues>) => setValues((v) => ({ ...v, ...patch }));
  const text = (name: 'name' | 'tableNo' | 'capacity' | 'sectionId' | 'categoryId') => ({ value: values[name], onChange: (value: string) => set({ [name]: value }), onBlur: () => form.touch(name), error: form.errorOf(name) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    setTried(true);
    const parsed = form.parse();
    if (!parsed || pending) return;
    await run(
      async (expectedUpdatedAt) => {
        await onSave(parsed, expectedUpdatedAt);
        navigate(listReturn('/tables'));
      },
      // The API's own problems (a section deleted meanwhile: "Section not found") show under their fields; what was typed stays.
      form.showServerErrors,
    );
  };

  return (
    <FormScreen title={title} submitLabel={isEdit ? undefined : 'Add Table'} onSubmit={submit} busy={busy} cancelTo="/tables" unsaved={{ values, initial, chosen: pending }} stale={stale} onReload={onReload}>
      <TextField label="Name" {...text('name')} />
      <TextField label="Table No" {...text('tableNo')} />
      <TextField label="Capacity" type="number" {...text('capacity')} />
      <SelectField label="Section" placeholder="Select Section" options={(options?.sections ?? []).map((s) => ({ value: s.id, label: s.name }))} loaded={options !== undefined} {...text('sectionId')} />
      <SelectField label="Category" placeholder="Select Category" options={(options?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))} loaded={options !== undefined} {...text('categoryId')} />
      <ImageCropField label="Image" section="tables" aspect={CROP_ASPECTS.table} value={values.image || null} onChange={(uploaded) => set({ image: uploaded.Key })} onPendingChange={setPending} error={tried && pending ? MEDIA_MESSAGES.saveCrop : form.errorOf('image')} />
      <TextListField label="Inclusions" entryLabel="Inclusion" addLabel="Add inclusion" value={values.inclusions} onChange={(inclusions) => set({ inclusions })} error={form.errorOf('inclusions')} />
    </FormScreen>
  );
}
