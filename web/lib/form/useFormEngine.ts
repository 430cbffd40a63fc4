import { useState } from 'react';
import type { z } from 'zod';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { uploadFile } from '../media/uploadFile.ts';
import { useForm } from '../useForm.ts';
import type { FormField } from './FormField.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = FormField<any>;
type PdfField = Extract<AnyField, { kind: 'pdf' }>;

const flat = (fields: readonly AnyField[]): AnyField[] => fields.flatMap((f) => (f.kind === 'row' ? flat(f.fields) : [f]));

/**
 * The form engine behind every spec form (§5): `useForm` plus what media fields need. A picture
 * chosen but not yet cropped and saved holds the form with "Select & save image"; a required PDF
 * missing holds it with "Please select a PDF file."; chosen PDFs are uploaded on save and their
 * Keys put in the saved values (an uploaded PDF is kept, so a failed save does not upload it twice).
 * `version` is the edited record's updatedAt, handed to the save (see useForm).
 */
export function useFormEngine(schema: z.ZodType<object>, initial: object, fields: readonly AnyField[], version?: string) {
  // Values are typed where the spec is built (formSpec); here every field is reached by name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const form = useForm(schema, initial as Record<string, any>, version);
  const [pending, setPendingSet] = useState<ReadonlySet<string>>(new Set());
  const [files, setFiles] = useState<Readonly<Record<string, File>>>({});
  const [tried, setTried] = useState(false);
  const pdfs = flat(fields).filter((f): f is PdfField => f.kind === 'pdf');

  const missingPdf = (name: string) => pdfs.some((f) => f.name === name && f.required && !form.values[name] && !files[name]);
  const errorOf = (name: string): string | undefined => {
    if (tried && pending.has(name)) return MEDIA_MESSAGES.saveCrop;
    if (tried && missingPdf(name)) return MEDIA_MESSAGES.selectPdf;
    return form.errorOf(name);
  };
  const setPending = (name: string, on: boolean) =>
    // Returning the same set when nothing changed lets React skip the render (the crop field reports on every render).
    setPendingSet((previous) => {
      if (previous.has(name) === on) return previous;
      const next = new Set(previous);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  const choosePdf = (name: string, file: File | null) =>
    setFiles(({ [name]: _dropped, ...rest }) => (file ? { ...rest, [name]: file } : rest));

  const held = () => {
    setTried(true);
    return pending.size > 0 || pdfs.some((f) => missingPdf(f.name));
  };
  const submit = (save: (parsed: object, expectedUpdatedAt?: string) => Promise<void>) =>
    form.submit(async (parsed, expectedUpdatedAt) => {
      const uploaded: Record<string, string> = {};
      for (const pdf of pdfs) {
        const file = files[pdf.name];
        if (!file) continue;
        uploaded[pdf.name] = (await uploadFile(pdf.section, file, file.name)).Key;
        form.set({ [pdf.name]: uploaded[pdf.name] });
        choosePdf(pdf.name, null);
      }
      await save({ ...parsed, ...uploaded }, expectedUpdatedAt);
    }, held);

  // A picture chosen and not yet saved, or a PDF chosen and not yet uploaded: a change not in the values.
  const chosen = pending.size > 0 || Object.keys(files).length > 0;
  return { values: form.values, chosen, set: form.set, field: form.field, touch: form.touch, busy: form.busy, stale: form.stale, errorOf, errorAt: form.errorAt, setPending, choosePdf, submit };
}

/** What the field views get from the engine. */
export type FormEngine = ReturnType<typeof useFormEngine>;
