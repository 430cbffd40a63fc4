import { useState } from 'react';
import { useLocation } from 'wouter';
import { CROP_ASPECTS } from '#domain/media';
import { categoryFormSchema, LAYOUT_IMAGE_REQUIRED, type CategoryForm as CategoryFormValues } from '#domain/schemas/category';
import { MEDIA_MESSAGES } from '#domain/schemas/media';
import { FormScreen } from '../../../components/FormScreen.tsx';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { listReturn } from '../../../lib/listReturn.ts';
import { toastError } from '../../../lib/toasts.ts';
import { useForm } from '../../../lib/useForm.ts';
import { useDraftStart } from '../../../lib/useUnsavedForm.ts';
import type { Reload } from '../../../lib/useOneSave.ts';

type Values = { name: string; layout: { image: string; imageAlt: string } };

/**
 * The category add/edit form (§2.12, §5): the layout image cropped at the category's fixed aspect and
 * uploaded as PNG (the current one preloaded on edit), and Name. Saving without an image toasts
 * "Please upload layout image". An edit names the category's `version`, handed to `onSave` to send
 * (a save over someone else's later one is refused, with `onReload` and Save anyway).
 */
export function CategoryForm({ title, submitLabel, initial, version, onSave, onReload }: {
  title: string;
  submitLabel?: string;
  initial: Values;
  version?: string;
  onSave: (form: CategoryFormValues, expectedUpdatedAt?: string) => Promise<void>;
  onReload?: Reload;
}) {
  const [, navigate] = useLocation();
  const { values, set, field, errorOf, submit, busy, stale } = useForm(categoryFormSchema, useDraftStart(initial), version);
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  const held = () => {
    setTried(true);
    if (!values.layout.image && !pending) toastError(LAYOUT_IMAGE_REQUIRED);
    return pending;
  };
  // The layout picture is described by the category's name as saved (cropped before the name was typed, or renamed since).
  const save = async (form: CategoryFormValues, expectedUpdatedAt?: string) => {
    await onSave({ ...form, layout: { ...form.layout, imageAlt: form.name } }, expectedUpdatedAt);
    navigate(listReturn('/categories'));
  };
  return (
    <FormScreen title={title} submitLabel={submitLabel} onSubmit={submit(save, held)} busy={busy} cancelTo="/categories" unsaved={{ values, initial, chosen: pending }} stale={stale} onReload={onReload}>
      <ImageCropField
        label="Layout image"
        section="category"
        aspect={CROP_ASPECTS.categoryLayout}
        format="png"
        value={values.layout.image || null}
        onChange={(uploaded) => set({ layout: { image: uploaded.Key, imageAlt: values.layout.imageAlt } })}
        onPendingChange={setPending}
        error={tried && pending ? MEDIA_MESSAGES.saveCrop : errorOf('layout')}
      />
      <TextField label="Name" {...field('name')} />
    </FormScreen>
  );
}
