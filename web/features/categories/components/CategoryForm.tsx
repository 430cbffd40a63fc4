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

type Values = { name: string; layout: { image: string; imageAlt: string } };

/**
 * The category add/edit form (§2.12, §5): the layout image cropped at the category's fixed aspect and
 * uploaded as PNG (the current one preloaded on edit), and Name. Saving without an image toasts
 * "Please upload layout image".
 */
export function CategoryForm({ title, submitLabel, initial, onSave }: { title: string; submitLabel?: string; initial: Values; onSave: (form: CategoryFormValues) => Promise<void> }) {
  const [, navigate] = useLocation();
  const { values, set, field, errorOf, submit, busy } = useForm(categoryFormSchema, useDraftStart(initial));
  const [pending, setPending] = useState(false);
  const [tried, setTried] = useState(false);
  const held = () => {
    setTried(true);
    if (!values.layout.image && !pending) toastError(LAYOUT_IMAGE_REQUIRED);
    return pending;
  };
  // The layout picture is described by the category's name as saved (cropped before the name was typed, or renamed since).
  const save = async (form: CategoryFormValues) => {
    await onSave({ ...form, layout: { ...form.layout, imageAlt: form.name } });
    navigate(listReturn('/categories'));
  };
  return (
    <FormScreen title={title} submitLabel={submitLabel} onSubmit={submit(save, held)} busy={busy} cancelTo="/categories" unsaved={{ values, initial, chosen: pending }}>
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
